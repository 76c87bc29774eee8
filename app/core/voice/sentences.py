"""Streaming text -> whole sentences, in English and Chinese (docs/ARCHITECTURE.md §11).

Tokens arrive a few characters at a time; speech wants whole sentences, and wants the first one
as early as possible. :class:`SentenceSplitter` cuts after ``. ! ?`` followed by a space (not
after "e.g." or "Dr.", not inside "3.5"), at once after ``。！？；``, and at line breaks (headings,
list items). A fenced code block is held back whole and handed out as one piece, so the speech
text can replace it with a short phrase. A long sentence is cut at its first comma past
``SOFT_MIN`` characters (the answer's first one past ``FIRST_SOFT_MIN``), so its first words are
not held back.
"""

from __future__ import annotations

import re

_ABBREVIATIONS = {
    "e.g",
    "i.e",
    "etc",
    "vs",
    "dr",
    "mr",
    "mrs",
    "ms",
    "prof",
    "st",
    "no",
    "fig",
    "approx",
    "inc",
    "ltd",
    "jr",
    "sr",
    "cf",
}
_CJK_STOPS = "。！？；…"
_LATIN_STOPS = ".!?"
_CLOSERS = "\"'”’)]）」』"
_SOFT_BREAKS = ",;:，、；："
#: A sentence longer than this is cut at its first comma after it.
SOFT_MIN = 100
#: The answer's first piece is cut sooner: the first words to speak are what the user waits for.
FIRST_SOFT_MIN = 40
_WORD_BEFORE_RE = re.compile(r"([A-Za-z.]+)$")


def _is_abbreviation(before: str) -> bool:
    m = _WORD_BEFORE_RE.search(before)
    if m is None:
        return False
    word = m.group(1).lower().rstrip(".")
    # A single capital letter ("J. Smith") is an initial, not the end of a sentence.
    return word in _ABBREVIATIONS or (len(word) == 1 and m.group(1)[-1:].isupper())


class SentenceSplitter:
    """Feed text deltas; get back the sentences they completed."""

    def __init__(self, soft_min: int = SOFT_MIN, first_soft_min: int = FIRST_SOFT_MIN) -> None:
        self._buf = ""
        self._soft_min = soft_min
        self._first_soft_min = first_soft_min
        self.emitted: list[str] = []
        self._cut_once = False

    @property
    def pending(self) -> str:
        return self._buf

    def feed(self, delta: str) -> list[str]:
        self._buf += delta
        out: list[str] = []
        while True:
            cut = self._next_cut()
            if cut is None:
                break
            piece, self._buf = self._buf[:cut], self._buf[cut:]
            if piece.strip():
                out.append(piece.strip())
                self._cut_once = True
        self.emitted.extend(out)
        return out

    def flush(self) -> list[str]:
        """End of the stream: what is left is the last sentence."""
        rest, self._buf = self._buf.strip(), ""
        out = [rest] if rest else []
        self.emitted.extend(out)
        return out

    # ------------------------------------------------------------ internals

    def _next_cut(self) -> int | None:
        buf = self._buf
        fence = self._fence_start(buf)
        limit = len(buf) if fence is None else fence
        if fence == 0 or (fence is not None and not buf[:fence].strip()):
            end = self._fence_end(buf, fence or 0)
            return end
        cut = self._hard_cut(buf, limit)
        soft = self._soft_cut(buf, limit if cut is None else cut)
        if soft is not None:
            return soft
        if cut is not None:
            return cut
        if fence is not None:
            return fence  # the text before a code block is a sentence of its own
        return None

    def _soft_cut(self, buf: str, end: int) -> int | None:
        """The first comma past ``soft_min`` characters of a sentence: the same place whether
        the text arrives token by token or all at once, so a long draft sentence and the same
        sentence in the upgrade are cut alike (the swap compares them)."""
        start = self._soft_min if self.emitted or self._cut_once else self._first_soft_min
        for i in range(start, min(end, len(buf))):
            ch = buf[i]
            if ch in "，、；：":
                return i + 1
            if ch in ",;:" and i + 1 < len(buf) and buf[i + 1] in " \n":
                return i + 1
        return None

    @staticmethod
    def _fence_start(buf: str) -> int | None:
        for m in re.finditer(r"(?m)^[ \t]*(```|~~~)", buf):
            return m.start()
        return None

    @staticmethod
    def _fence_end(buf: str, start: int) -> int | None:
        opener = re.match(r"[ \t]*(```|~~~)[^\n]*\n", buf[start:])
        if opener is None:
            return None
        fence = opener.group(1)
        close = re.search(
            rf"(?m)^[ \t]*{re.escape(fence)}[ \t]*(\n|$)", buf[start + opener.end() :]
        )
        if close is None or not close.group(1):
            return None  # still inside the block, or the closing line is not complete yet
        return start + opener.end() + close.end()

    @staticmethod
    def _hard_cut(buf: str, limit: int) -> int | None:
        i = 0
        while i < limit:
            ch = buf[i]
            if ch == "\n":
                if buf[:i].strip():
                    return i + 1
            elif ch in _CJK_STOPS:
                j = i + 1
                while j < len(buf) and (buf[j] in _CJK_STOPS or buf[j] in _CLOSERS):
                    j += 1
                return j
            elif ch in _LATIN_STOPS:
                j = i + 1
                while j < len(buf) and (buf[j] in _LATIN_STOPS or buf[j] in _CLOSERS):
                    j += 1
                if j >= len(buf):
                    return None  # cannot tell "3." from "3.5" yet
                if buf[j] in " \n\t" and not (ch == "." and _is_abbreviation(buf[:i])):
                    return j
            i += 1
        return None


def split_sentences(text: str) -> list[str]:
    """A whole text cut the way the stream would be."""
    splitter = SentenceSplitter()
    return splitter.feed(text) + splitter.flush()


#: Words that begin a phrase: a head cut with no comma in reach goes before one of these.
_PHRASE_STARTS = frozenset(
    re.findall(
        r"\w+",
        "and but or so because when while if that which who where at in "
        "on to for with from after before until than as about into over by",
    )
)
#: Words a head must not end on: the phrase they open would be cut in two ("I am an, AI ...").
_WEAK_ENDS = frozenset(
    re.findall(
        r"[\w']+",
        "a an the my your his her its our their this that these those some any no every "
        "i you he she it we they is are was were be been am has have had do does did will "
        "would can could should may might must not very more most of",
    )
)
_WORD_RE = re.compile(r"\S+")


def first_clause(text: str, min_words: int = 3, max_words: int = 8) -> tuple[str, str]:
    """(head, rest): the opening words a slow voice renders and plays alone, so the first word
    is heard sooner, and the rest it renders while the head plays. The words are the text's
    own, in order; only the cut is chosen. Cut after the first clause mark (``, ; :``) within
    ``min_words``..``max_words`` words, else before the word that starts a phrase ("at",
    "and", "which" ...) nearest ``max_words - 2`` words, else there after a word that ends a
    phrase (not "the", "is", "an" ...), else nowhere. A head without its own mark ends in a comma, which the voice reads as "more follows" (intonation,
    not a word). A text
    of up to ``max_words + 2`` words, or one whose rest would be under ``min_words``, is not
    cut: ``("text", "")``."""
    words = list(_WORD_RE.finditer(text))
    if len(words) <= max_words + 2:
        return text, ""
    cut = 0
    for i in range(min_words - 1, max_words):
        if words[i].group()[-1] in ",;:":
            cut = i + 1
            break
    if not cut:
        aim = max_words - 2

        def bare(j: int) -> str:
            return words[j].group().lower().strip("\"'()")

        weak = _WEAK_ENDS | _PHRASE_STARTS  # nor on "to", "and", "with" ...
        ends = [j for j in range(min_words + 1, max_words + 1) if bare(j - 1) not in weak]
        starts = [j for j in ends if bare(j) in _PHRASE_STARTS]
        if not ends:
            return text, ""  # no clean place: the whole sentence, as a fast voice would
        cut = min(starts or ends, key=lambda j: (abs(j - aim), -j))
    if len(words) - cut < min_words:
        return text, ""
    head = text[: words[cut - 1].end()].strip()
    rest = text[words[cut].start() :].strip()
    if head[-1] not in ",;:.!?":
        head += ","
    return head, rest
