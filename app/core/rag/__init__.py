"""Local document Q&A: loaders, chunking, the Chroma-backed DocumentStore, watcher, retrieval.

Entry point: :class:`app.core.rag.document_store.DocumentStore` (``index``/``search``/``collections`` and
their ``aindex``/``asearch`` wrappers). Modules: ``loaders`` (txt md html pdf docx to text),
``chunking`` (sentence-aligned, CJK aware), ``lexical`` (BM25 terms with CJK bigrams),
``manifest`` (SQLite bookkeeping + FTS5), ``indexer`` (incremental, crash-safe writes),
``retrieval`` (hybrid fusion, per-source diversity), ``watcher`` (watchdog re-indexing).
"""
