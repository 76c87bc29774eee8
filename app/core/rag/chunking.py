"""Split page text into sentence-aligned chunks sized for a small local model.

Why these sizes: SmolLM2 prefills about 400 tokens/s on two cores, and an answer carries
``top_k`` (4) chunks, so each chunk is held near 120 tokens: four of them cost about a second
of prefill before the first token. Chinese has no spaces, so sentences end at 。！？；, and
English ones at . ! ? followed by whitespace (so "1.25 days" stays whole). One sentence of
overlap keeps a fact that straddles a boundary findable from either side.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass

from app.core.rag.loaders import Page

#: Estimated model tokens per chunk (see module docstring).
TARGET_TOKENS = 120
#: A single sentence longer than this is cut at clause marks, then hard-wrapped.
MAX_TOKENS = TARGET_TOKENS

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_WORD = re.compile(r"[A-Za-z0-9_]+|[^\sA-Za-z0-9_]")
# A sentence ends after CJK end marks (no space needed) or after .!? followed by whitespace.
_SENTENCE_END = re.compile(r"(?<=[。！？；!?])|(?<=[.])(?=\s)|(?<=[.!?][\"'”’)）])(?=\s)")
_HEADING_LINE = re.compile(r"(?m)^(#{1,6}\s.*)$")
_CLAUSE_END = re.compile(r"(?<=[，、,:：])")


@dataclass(frozen=True)
class Chunk:
    """A piece of a document; ``index`` counts chunks across the whole file from 0."""

    page: int | None
    index: int
    text: str


def estimate_tokens(text: str) -> int:
    """A tokenizer-free estimate: CJK characters ~1.5 tokens, words ~1.3, punctuation 1."""
    cjk = len(_CJK.findall(text))
    rest = _CJK.sub(" ", text)
    words = 0
    punct = 0
    for match in _WORD.finditer(rest):
        if match.group(0)[0].isalnum() or match.group(0)[0] == "_":
            words += 1
        else:
            punct += 1
    # Rounded up, so the estimate of joined sentences never exceeds the sum of their estimates.
    return math.ceil(cjk * 1.5 + words * 1.3 + punct)


def split_sentences(text: str) -> list[str]:
    """Sentences in reading order; paragraph breaks always end a sentence."""
    out: list[str] = []
    # A Markdown heading line is its own paragraph even without blank lines around it.
    text = _HEADING_LINE.sub(r"\n\n\1\n\n", text)
    for paragraph in re.split(r"\n\s*\n", text):
        # Single newlines inside a paragraph are usually hard wraps, except in CJK text where
        # a line often is its own statement; either way the sentence splitter decides.
        joined = re.sub(r"\s*\n\s*", _join_char(paragraph), paragraph.strip())
        for piece in _SENTENCE_END.split(joined):
            piece = piece.strip()
            if piece:
                out.extend(_cut_long(piece))
    return out


def _join_char(paragraph: str) -> str:
    return "\n" if _CJK.search(paragraph) else " "


def _cut_long(sentence: str) -> list[str]:
    """Sentences over MAX_TOKENS: cut at clause marks, then at a fixed width."""
    if estimate_tokens(sentence) <= MAX_TOKENS:
        return [s for s in (x.strip() for x in sentence.split("\n")) if s] or [sentence]
    parts: list[str] = []
    buf = ""
    for clause in _CLAUSE_END.split(sentence):
        if buf and estimate_tokens(buf + clause) > MAX_TOKENS:
            parts.append(buf)
            buf = ""
        buf += clause
        while estimate_tokens(buf) > MAX_TOKENS:
            cut = _hard_cut(buf)
            parts.append(buf[:cut])
            buf = buf[cut:]
    if buf.strip():
        parts.append(buf)
    return [p.strip() for p in parts if p.strip()]


def _hard_cut(text: str) -> int:
    """Largest prefix within MAX_TOKENS, preferring a space so words stay whole."""
    lo, hi = 1, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if estimate_tokens(text[:mid]) <= MAX_TOKENS:
            lo = mid
        else:
            hi = mid - 1
    space = text.rfind(" ", 0, lo)
    return space if space > lo // 2 else lo


def chunk_pages(
    pages: Iterable[Page], target_tokens: int = TARGET_TOKENS, overlap: int = 1
) -> list[Chunk]:
    """Pack sentences into chunks of about ``target_tokens``; chunks never span pages."""
    chunks: list[Chunk] = []
    for page in pages:
        sentences = split_sentences(page.text)
        start = 0
        while start < len(sentences):
            end = start
            tokens = 0
            while end < len(sentences):
                cost = estimate_tokens(sentences[end])
                if end > start and (
                    tokens + cost > target_tokens or _section_starts(sentences, start, end)
                ):
                    break
                tokens += cost
                end += 1
            chunks.append(Chunk(page.number, len(chunks), _join(sentences[start:end])))
            if end >= len(sentences):
                break
            # A new section starts clean; otherwise one sentence of overlap carries context.
            start = end if _section_starts(sentences, start, end) else max(end - overlap, start + 1)
    return chunks


_ENDS_SENTENCE = re.compile(r"[。！？；.!?;:：\"'”’)）]$")


def _is_heading(sentence: str) -> bool:
    return sentence.startswith("#")


def _section_starts(sentences: list[str], start: int, end: int) -> bool:
    """A Markdown heading after body text starts a section: chunks break rather than straddle
    it (a heading right after a heading, "# Policy" then "## Booking", stays with it)."""
    return _is_heading(sentences[end]) and not all(_is_heading(s) for s in sentences[start:end])


def _join(sentences: list[str]) -> str:
    """A sentence with no end mark is a heading or a list line: keep it on its own line."""
    out = ""
    for s in sentences:
        if out:
            out += " " if _ENDS_SENTENCE.search(out) else "\n"
        out += s
    return out
