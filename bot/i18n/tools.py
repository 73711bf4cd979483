"""Keeping the catalogues whole: what the code uses, what each language lacks, and what Polish (or any language)
asks of a message that neither English nor the code gives. ``python -m bot.i18n check|extract|update`` runs these."""

from __future__ import annotations

import ast as pyast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Visitor

from bot.i18n.catalogue import Catalogue
from bot.i18n.langs import EN, LOCALES

ROOT = LOCALES.parent.parent
"""The repository (or installed tree) the code lives in."""
CODE = ("bot", "cogs", "render")
USED = re.compile(r"""\bmsg\(\s*["']([a-z0-9-]+)["']""")
"""A message id written in code: ``msg`` called with the id as a literal string."""


@dataclass(frozen=True)
class Use:
    """Where the code names a message."""

    path: str
    line: int
    id: str


def passed(root: Path = ROOT) -> dict[str, set[str] | None]:
    """The arguments the code passes to each message it names (None: some call passes ``**args``, so any)."""
    found: dict[str, set[str] | None] = {}
    for folder in CODE:
        for path in sorted((root / folder).rglob("*.py")):
            for node in pyast.walk(pyast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, pyast.Call) and getattr(node.func, "id", None) == "msg" and node.args):
                    continue
                first = node.args[0]
                if not (isinstance(first, pyast.Constant) and isinstance(first.value, str)):
                    continue
                names = {k.arg for k in node.keywords if k.arg is not None}
                known = found.setdefault(first.value, set())
                if known is None or any(k.arg is None for k in node.keywords):
                    found[first.value] = None
                else:
                    known |= names
    return found


def uses(root: Path = ROOT) -> Iterator[Use]:
    """Every message id written literally in the code, with its file and line."""
    for folder in CODE:
        for path in sorted((root / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for found in USED.finditer(text):
                yield Use(str(path.relative_to(root)), text.count("\n", 0, found.start()) + 1, found[1])


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.found.add(node.id.name)


def variables(catalogue: Catalogue, lang: str, id: str) -> set[str]:
    """The arguments a message's value and attributes refer to in ``lang``."""
    seen = _Variables()
    seen.visit(catalogue.bundles[lang].get_message(id))
    return seen.found


def problems(catalogue: Catalogue, root: Path = ROOT) -> list[str]:
    """Everything that keeps the catalogues from being whole, one line each (empty: all is well)."""
    out = [f"{u.path}:{u.line}: {u.id} is not in the English catalogue" for u in uses(root) if not catalogue.has(u.id)]
    english = catalogue.ids(EN)
    code = passed(root)
    for lang in catalogue.langs[1:]:
        mine = catalogue.ids(lang)
        out += [f"{lang}: {id} is missing" for id in sorted(english - mine)]
        out += [f"{lang}: {id} is not in English" for id in sorted(mine - english)]
        for id in sorted(english & mine):
            from_code = code.get(id, set())
            if from_code is None:
                continue  # the code passes its arguments as a mapping: any name may be among them
            given = variables(catalogue, EN, id) | from_code
            given |= {name.rsplit("_", 1)[0] for name in given}
            for name in sorted(variables(catalogue, lang, id) - given):
                if name.rsplit("_", 1)[0] not in given:
                    out.append(f"{lang}: {id} asks for ${name}, which English does not give")
    return out


def missing_from_english(catalogue: Catalogue, root: Path = ROOT) -> list[Use]:
    """The uses in code of ids English does not define yet (to write them)."""
    return [u for u in uses(root) if not catalogue.has(u.id)]


def update(catalogue: Catalogue, lang: str) -> dict[Path, list[str]]:
    """Give ``lang`` every message English has and it lacks: the English entry, commented as untranslated, in
    the file of the same name. Returns what was added where."""
    serializer = FluentSerializer()
    parser = FluentParser()
    mine = catalogue.ids(lang) if (catalogue.root / lang).is_dir() else frozenset()
    added: dict[Path, list[str]] = {}
    for source in sorted((catalogue.root / EN).glob("*.ftl")):
        entries = [
            e
            for e in parser.parse(source.read_text(encoding="utf-8")).body
            if isinstance(e, ast.Message) and e.id.name not in mine
        ]
        if not entries:
            continue
        target = catalogue.root / lang / source.name
        target.parent.mkdir(parents=True, exist_ok=True)
        text = target.read_text(encoding="utf-8") if target.exists() else ""
        block = "".join(f"# untranslated: still the English\n{serializer.serialize_entry(e)}" for e in entries)
        target.write_text(text + ("\n" if text and not text.endswith("\n\n") else "") + block, encoding="utf-8")
        added[target] = [e.id.name for e in entries]
    return added
