"""Tandem: a desktop assistant where a local model and a cloud model answer together."""

__version__ = "0.1.0"
