"""The catalogues, one directory per language (docs/translating.md)."""
