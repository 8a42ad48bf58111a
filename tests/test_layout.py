"""The architecture as the tree shows it: no import cycle anywhere in the project's packages
(counting imports inside functions and under TYPE_CHECKING), the engine (`game/`) free of the
referee and the app, and folders small enough to read in one `ls`."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("common", "referee", "game", "api")
MAX_MODULES = 12  # modules a folder of referee/ or api/ may hold (its __init__ not counted)


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def project_modules() -> dict[str, Path]:
    return {module_name(path): path for package in PACKAGES
            for path in (ROOT / package).rglob("*.py")}


def imported(path: Path, name: str) -> Iterator[str]:
    """Every module name `path` imports, wherever the import statement stands."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def import_graph() -> dict[str, set[str]]:
    """Module → the project's modules it imports (a name that is not a module counts as its
    package: `from api.live.table import Table` → `api.live.table`)."""
    modules = project_modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets = {target for target in imported(path, name) if target in modules}
        graph[name] = targets - {name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return found


def test_the_cycle_finder_finds_a_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]


def test_no_import_cycle_in_the_project():
    assert cycles(import_graph()) == []


def test_the_engine_imports_nothing_from_the_referee_or_the_app():
    graph = import_graph()
    upward = {(module, target) for module, targets in graph.items() if module.startswith("game")
              for target in targets if target.split(".")[0] in ("referee", "api")}
    assert upward == set()


def test_no_folder_of_the_referee_or_the_app_holds_more_than_a_dozen_modules():
    crowded = {}
    for package in ("referee", "api"):
        for folder in [ROOT / package, *(ROOT / package).rglob("*/")]:
            if (folder / "__init__.py").is_file():
                count = len([p for p in folder.glob("*.py") if p.name != "__init__.py"])
                if count > MAX_MODULES:
                    crowded[str(folder.relative_to(ROOT))] = count
    assert crowded == {}
