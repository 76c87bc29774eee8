"""Everything that is not Qt. This package never imports PySide6 (import-linter contract)."""
