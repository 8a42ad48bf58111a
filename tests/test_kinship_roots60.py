"""Same-root decisions of issue #13 (roots60): compounds on a clipped stem.
  - the word a clipped stem is cut from (кино- ← кинематограф, авиа- ← авиация, вело- ←
    велосипед) and its MorphyNet family are kin of the compounds on the stem: of the common
    nouns opening with the stem, the one navec puts nearest to the nouns the stem is put before
    in its compounds, when that evidence is broad and the word stands clear of the next one;
  - a compound morpholog segments on a first root that is no word of its own (бенз-о-воз,
    мото-воз) opens with a clipped stem; an adverb's stem (много-, везде-) is none;
  - a compound neither the dictionary nor navec knows (велокурьер) opens with a clipped stem
    when it is the stem and a common noun and the stem opens five listed compounds or more.
No pair here is from an eval or test pair set (single words may be)."""

import pytest

from referee.language.morphology import morphology
from tests.kinship_support import sure_alert


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("кинопремия", "кинематографист"),
        ("киносъемка", "кинематография"),
        ("авиаполк", "авиационный"),
        ("веломаршрут", "велосипед"),
        ("велошорты", "велосипед"),
        ("велоспорт", "велосипед"),  # roots57's strict xfail
    ],
)
def test_the_word_a_clipped_stem_is_cut_from_is_kin(target: str, word: str) -> None:
    assert sure_alert(target, word)


@pytest.mark.parametrize(
    ("target", "word"),
    [
        ("кинопремия", "кинжал"),  # opens with кин- too, far from премия, фестиваль, зал
        ("автосервис", "автор"),
    ],
)
def test_a_namesake_opening_with_the_stem_stays_apart(target: str, word: str) -> None:
    assert not sure_alert(target, word)


def test_the_source_is_found_once_per_secret_word() -> None:
    assert morphology().clip_source("авиаполк") == "авиация"
    assert morphology().clip_source("кинопремия") == "кинематограф"


@pytest.mark.parametrize(
    "target",
    [
        "моноблок",  # монтаж comes first, but монитор and монумент are as near
        "аудиозапись",  # the о of ауди-о is no linking vowel: аудитория does not open with аудио
    ],
)
def test_no_source_without_clear_evidence(target: str) -> None:
    assert morphology().clip_source(target) == ""


@pytest.mark.parametrize(("target", "clip"), [("бензовоз", "бензо"), ("мотовоз", "мото")])
def test_a_segmented_compound_on_a_stem_that_is_no_word_opens_with_a_clip(
        target: str, clip: str) -> None:
    assert morphology().secret_clip(target) == clip


@pytest.mark.parametrize("target", ["многоножка", "вездеход"])
def test_an_adverb_s_stem_is_no_clip(target: str) -> None:
    assert morphology().secret_clip(target) == ""


@pytest.mark.xfail(reason="left: navec puts бензин only 0.08 from насос, колонка, пила, провод, "
                          "хранилище on average, below the bar", strict=True)
def test_left_benzin_for_a_benzo_compound() -> None:
    assert sure_alert("бензохранилище", "бензиновый")


@pytest.mark.xfail(reason="left: мотор is not clear enough of мотивация by navec", strict=True)
def test_left_motor_for_a_moto_compound() -> None:
    assert sure_alert("мотопехота", "мотор")


@pytest.mark.parametrize("word", ["велосипед", "курьерский"])
def test_a_compound_no_resource_knows_on_a_productive_clip(word: str) -> None:
    """велокурьер: neither the dictionary nor navec knows it; вело- opens 7 listed compounds."""
    assert sure_alert("велокурьер", word)


def test_namesakes_of_an_unknown_compound_s_clip() -> None:
    """(roots62's clip namesake: a strict xfail before)"""
    assert not sure_alert("велокурьер", "величина")


@pytest.mark.xfail(reason="left: теле- «далеко» and теле- «телевидение» spelled alike; the "
                          "source of the stem is one word for both", strict=True)
def test_left_the_far_sense_of_tele() -> None:
    assert not sure_alert("телескоп", "телевизор")


@pytest.mark.xfail(reason="left: мета- (метафизика) gets металлургия as its source, navec "
                          "nearest to физика, фраза, галактика by chance", strict=True)
def test_left_meta_is_cut_from_nothing() -> None:
    assert morphology().clip_source("метафизика") == ""
