"""``python -m bot.i18n check`` (exit 1 unless the catalogues are whole), ``extract`` (the ids the code uses that
English lacks) and ``update LANG`` (give a language every message it lacks, as English to translate)."""

from __future__ import annotations

import argparse
import sys

from bot.i18n.catalogue import Catalogue
from bot.i18n.langs import LANGS
from bot.i18n.tools import missing_from_english, problems, update


def main(argv: list[str] | None = None) -> int:
    """Run one of the catalogue commands; the exit status says whether all is well."""
    parser = argparse.ArgumentParser(prog="python -m bot.i18n", description="Keep the catalogues whole.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("check", help="fail on a missing message, an unknown id or a stray argument")
    commands.add_parser("extract", help="list the ids the code uses that English does not define")
    adding = commands.add_parser("update", help="give a language every message it lacks, as English")
    adding.add_argument("lang", help="the language's directory under bot/locales (e.g. pl, de, pt-BR)")
    args = parser.parse_args(argv)
    if args.command == "update":
        langs = tuple(dict.fromkeys((*LANGS, args.lang)))
        for path, ids in update(Catalogue(langs=langs), args.lang).items():
            print(f"{path}: {len(ids)} added")
        return 0
    catalogue = Catalogue(strict=True)
    if args.command == "extract":
        found = missing_from_english(catalogue)
        for use in found:
            print(f"{use.path}:{use.line}: {use.id}")
        return 1 if found else 0
    found_problems = problems(catalogue)
    for line in found_problems:
        print(line)
    if not found_problems:
        print(f"catalogues whole: {', '.join(catalogue.langs)}; {len(catalogue.ids(LANGS[0]))} messages each")
    return 1 if found_problems else 0


if __name__ == "__main__":
    sys.exit(main())
