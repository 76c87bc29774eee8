"""Local document Q&A, as a chain (docs/ARCHITECTURE.md §2.3).

Entry point: :class:`app.core.rag.document_store.DocumentStore` (``index``/``search``/
``collections`` and their ``aindex``/``asearch`` wrappers), a thin front over: ``types`` (hits,
progress, reports, cancel tokens), ``loaders`` (txt md html pdf docx to text), ``chunking``
(sentence-aligned, CJK aware), ``lexical`` (BM25 terms with CJK bigrams), ``manifest`` (SQLite
bookkeeping + FTS5), ``vectors`` (the Chroma client and its collections), ``indexer``
(incremental, crash-safe writes), ``retrieval`` (hybrid fusion, per-source diversity) and
``watcher`` (watchdog re-indexing).
"""
