"""The base of every request body: strict types (no `false` for a number, no "5" for an int) and
finite numbers only (NaN, Infinity, 1e999 are refused with a 422, not carried into the game).

Enum fields take their values as JSON strings: declare them `Annotated[MyEnum, LAX]`.
"""

from pydantic import BaseModel, ConfigDict, Field

LAX = Field(strict=False)


class Body(BaseModel):
    model_config = ConfigDict(strict=True, allow_inf_nan=False)
