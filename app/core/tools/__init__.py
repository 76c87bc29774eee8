"""Tools (MCP): servers from ``<data home>/mcp.json`` and the built-in device tools.

See docs/ARCHITECTURE.md §16.
"""
