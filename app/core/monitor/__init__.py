"""The monitor: what ran where, how fast, how often it fell back, what it cost (Qt-free).

``metrics`` adds requests up from the request index beside the traces; ``series`` buckets them
over time for charts; ``alerts`` checks the thresholds of ``routing.toml`` ``[alerts]``;
``config_audit`` records changes of settings.toml and routing.toml; ``key_age`` remembers when the
cloud key was saved (never the key); ``report`` renders a self-contained HTML or Markdown report.
Nothing here sends anything anywhere. See docs/ARCHITECTURE.md §12 (monitor).
"""
