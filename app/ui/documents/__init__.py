"""The Documents dock: collections with their privacy label, adding files, indexing progress."""
