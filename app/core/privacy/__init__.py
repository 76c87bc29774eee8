"""The privacy gate (docs/ARCHITECTURE.md §5): what may leave the device, in what form, to whom.

``gate.PrivacyGate`` is the entry point (classify, decide, redact); ``classifier`` combines the
detector families (``structured``, ``contact``, ``secrets``, ``names_addresses``, ``health``) and
business markers into a level; ``redaction`` replaces spans with stable placeholders and restores
them, also in a stream; ``policy`` is the level x trust zone table; ``evaluation`` scores all of
it against a labeled set. Nothing here imports Qt or does network I/O.
"""
