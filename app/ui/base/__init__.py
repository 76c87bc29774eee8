"""What every window feature stands on: the bridge to core work (docs/ARCHITECTURE.md §7), the
files beside the code, themes and contrast, the UI language."""
