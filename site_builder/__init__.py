"""The documentation site, generated from rules_data at build time by an MkDocs hook.

Nothing here is committed as Markdown: `mkdocs build` turns the rule book, the glossary,
the golden scenarios and the consistency findings into pages for every language.
"""
