"""The tools of one request: the MCP servers started for it, the built-ins, and running a call.

A :class:`ToolBox` is opened by the cloud call when the endpoint has the ``tools`` ability and
``<data home>/mcp.json`` names at least one enabled server (docs/ARCHITECTURE.md §16): each
server is started and listed concurrently, bounded; one that fails is a one-line error and the
others are still offered. Calls run on the device; the pipeline gates their results before any
of it goes back to the model. The box is closed (every server process ended) when the call ends.
"""

from __future__ import annotations

import ast
import asyncio
import contextlib
import datetime as _dt
import math
import operator
import re
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.core.tools.catalog import BUILTIN, BUILTIN_TOOLS, ToolInfo, session_for
from app.core.tools.config import ServerConfig, load_servers, mcp_path
from app.core.tools.http import HttpSession
from app.core.tools.stdio import StdioSession, ToolServerError

#: One server's start and listing, and one call: a hanging server costs no more than this.
TOOL_TIMEOUT_S = 10.0
MAX_RESULT_CHARS = 16 * 1024  # of one result, sent back to the model (the rest is cut)
_FN_RE = re.compile(r"[^A-Za-z0-9_-]")


@dataclass(frozen=True)
class Offered:
    """A tool as the model sees it: ``fn`` is its function name in the request."""

    fn: str
    info: ToolInfo

    def schema(self) -> dict[str, object]:
        params = self.info.schema or {"type": "object", "properties": {}}
        if params.get("type") != "object":
            params = {"type": "object", "properties": {}}
        return {
            "type": "function",
            "function": {
                "name": self.fn,
                "description": self.info.description[:1024],
                "parameters": params,
            },
        }


#: Asked before a tool that is not auto-approved runs: True runs it. None (``tandem ask``
#: without a window): only auto-approved tools run.
Approver = Callable[[ToolInfo, dict[str, Any]], Awaitable[bool]]
#: The chat's documents, searched on the device: ``query`` -> (passages as text, the highest
#: privacy label among their collections).
DocumentSearch = Callable[[str], Awaitable[tuple[str, str]]]

#: A web search (SearXNG): ``query`` -> result text. The pipeline gates and audits the query
#: before it leaves (pipeline/cloud.py).
WebSearch = Callable[[str], Awaitable[str]]

#: The attached files' reader (``app.core.rag.attached.read_tool`` over the request's files):
#: arguments -> (text, is_error).
FileReader = Callable[[dict[str, Any]], tuple[str, bool]]

READ_ATTACHED_FILE = ToolInfo(
    BUILTIN,
    "read_attached_file",
    "Read a file the user attached to this question, on the device: up to 20000 characters "
    "a call; continue with offset, or read one page of a PDF",
    True,
    {
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "the file's name, as the question gives it"},
            "page": {"type": "integer", "description": "a PDF's page (1-based); optional"},
            "offset": {"type": "integer", "description": "characters to skip; optional"},
        },
        "required": ["name"],
    },
)

WEB_SEARCH = ToolInfo(
    BUILTIN,
    "web_search",
    "Search the web (the user's SearXNG instance); returns titles, links and snippets",
    True,
    {
        "type": "object",
        "properties": {"query": {"type": "string", "description": "the search terms"}},
        "required": ["query"],
    },
)
#: Tools whose arguments leave the device: placeholders in them are not restored.
LEAVES_DEVICE = frozenset({WEB_SEARCH.name})

SEARCH_DOCUMENTS = ToolInfo(
    BUILTIN,
    "search_documents",
    "Search the user's documents of this chat on the device; returns matching passages",
    True,
    {
        "type": "object",
        "properties": {"query": {"type": "string", "description": "what to look for"}},
        "required": ["query"],
    },
)


class ToolBox:
    """The tools offered in one request. Use ``async with ToolBox(...) as box``."""

    def __init__(self, servers: list[ServerConfig], timeout_s: float = TOOL_TIMEOUT_S) -> None:
        self.servers = servers
        self.timeout_s = timeout_s
        self.errors: list[tuple[str, str]] = []  # (server, one line) of servers that failed
        self._sessions: dict[str, StdioSession | HttpSession] = {}
        self._offered: dict[str, Offered] = {}
        #: Set by the cloud call when the request searches collections (search_documents).
        self.documents: DocumentSearch | None = None
        #: Set by the cloud call when ``[tools] searxng_url`` is configured (web_search).
        self.web: WebSearch | None = None
        #: Set by the cloud call when the question has attached files (read_attached_file).
        self.files: FileReader | None = None

    @classmethod
    def from_home(cls, home: Path, timeout_s: float = TOOL_TIMEOUT_S) -> ToolBox | None:
        """The box for ``<home>/mcp.json``; None when it names no enabled server (then no tool
        is offered at all, the built-ins neither: a request body stays as it always was).
        Raises ``ToolConfigError`` for a bad file."""
        servers = [s for s in load_servers(mcp_path(home)) if not s.disabled]
        return cls(servers, timeout_s) if servers else None

    async def __aenter__(self) -> ToolBox:
        await self.open()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def open(self) -> None:
        results = await asyncio.gather(
            *(self._start(s) for s in self.servers), return_exceptions=True
        )
        tools: list[ToolInfo] = list(BUILTIN_TOOLS)
        if self.documents is not None:
            tools.append(SEARCH_DOCUMENTS)
        if self.web is not None:
            tools.append(WEB_SEARCH)
        if self.files is not None:
            tools.append(READ_ATTACHED_FILE)
        for cfg, res in zip(self.servers, results, strict=True):
            if isinstance(res, ToolServerError):
                self.errors.append((cfg.name, str(res)))
            elif isinstance(res, BaseException):
                self.errors.append((cfg.name, f"{cfg.name}: {type(res).__name__}"))
            else:
                tools.extend(res)
        counts: dict[str, int] = {}
        for t in tools:
            counts[t.name] = counts.get(t.name, 0) + 1
        for t in tools:
            plain = _FN_RE.sub("_", t.name)[:64]
            fn = plain if counts[t.name] == 1 and plain == t.name else None
            fn = fn or _FN_RE.sub("_", f"{t.server}__{t.name}")[:64]
            if fn not in self._offered:
                self._offered[fn] = Offered(fn, t)

    async def _start(self, cfg: ServerConfig) -> list[ToolInfo]:
        session = session_for(cfg, self.timeout_s)
        await session.__aenter__()
        try:
            listed = await session.list_tools()
        except BaseException:
            await session.close()
            raise
        self._sessions[cfg.name] = session
        return [
            ToolInfo(
                cfg.name,
                str(t["name"]),
                str(t.get("description") or ""),
                str(t["name"]) in cfg.auto_approve,
                _input_schema(t),
            )
            for t in listed
            if str(t["name"]) not in cfg.disabled_tools
        ]

    async def close(self) -> None:
        sessions, self._sessions = list(self._sessions.values()), {}
        for s in sessions:
            with contextlib.suppress(Exception):
                await s.close()

    def schemas(self) -> list[dict[str, object]]:
        return [o.schema() for o in self._offered.values()]

    def offered(self) -> list[Offered]:
        return list(self._offered.values())

    def lookup(self, fn: str) -> ToolInfo | None:
        o = self._offered.get(fn)
        return o.info if o else None

    async def call(self, info: ToolInfo, arguments: dict[str, object]) -> tuple[str, bool]:
        """Run one tool: its text and whether it is an error. Raises ToolServerError (a
        one-line message) when the server fails or does not answer in time."""
        text, is_error, _ = await self.call_labelled(info, arguments)
        return text, is_error

    async def call_labelled(
        self, info: ToolInfo, arguments: dict[str, object]
    ) -> tuple[str, bool, str]:
        """As :meth:`call`, with the privacy label the result carries: a collection's label for
        passages of the user's documents, ``public`` (labels only raise) for the others."""
        if info.server == BUILTIN and info.name == SEARCH_DOCUMENTS.name:
            if self.documents is None:
                return "error: no documents in this chat", True, "public"
            query = str(arguments.get("query") or "").strip()
            if not query:
                return "error: an empty query", True, "public"
            text, label = await self.documents(query[:500])
            return text or "No passage matches.", False, label
        if info.server == BUILTIN and info.name == READ_ATTACHED_FILE.name:
            if self.files is None:
                return "error: no file is attached to this question", True, "public"
            return (*self.files(arguments), "public")
        if info.server == BUILTIN and info.name == WEB_SEARCH.name:
            query = str(arguments.get("query") or "").strip()
            if self.web is None or not query:
                return "error: no web search here, or an empty query", True, "public"
            return await self.web(query[:300]), False, "public"
        if info.server == BUILTIN:
            return (*run_builtin(info.name, arguments), "public")
        session = self._sessions.get(info.server)
        if session is None:
            raise ToolServerError(f"{info.server}: the server is not running")
        text, is_error = await session.call_tool(info.name, arguments)
        return text, is_error, "public"


def _input_schema(tool: Mapping[str, object]) -> dict[str, Any]:
    """A listed tool's ``inputSchema`` when it is an object, else none (``{}``)."""
    schema = tool.get("inputSchema")
    return schema if isinstance(schema, dict) else {}


def parse_arguments(text: str) -> dict[str, object]:
    """The model's arguments (JSON text) as an object; ValueError for anything else."""
    import json

    value = json.loads(text or "{}")
    if not isinstance(value, dict):
        raise ValueError("the arguments are not a JSON object")
    return value


# ---------------------------------------------------------------- built-in tools

_OPS: dict[type, Callable[..., Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
}
_FUNCS: dict[str, Callable[..., float]] = {
    "sqrt": math.sqrt,
    "log": math.log,
    "exp": math.exp,
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "abs": abs,
    "round": round,
}
_NAMES = {"pi": math.pi, "e": math.e}


def calculate(expression: str) -> float:
    """Arithmetic only (numbers, + - * / // % **, a few math functions): never ``eval``."""
    if len(expression) > 500:
        raise ValueError("the expression is too long")
    tree = ast.parse(expression, mode="eval")

    def ev(node: ast.AST) -> Any:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
            return node.value
        if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
            left, right = ev(node.left), ev(node.right)
            if isinstance(node.op, ast.Pow) and abs(right) > 1000:
                raise ValueError("the exponent is too large")
            return _OPS[type(node.op)](left, right)
        if isinstance(node, ast.UnaryOp) and type(node.op) in _OPS:
            return _OPS[type(node.op)](ev(node.operand))
        if isinstance(node, ast.Name) and node.id in _NAMES:
            return _NAMES[node.id]
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _FUNCS
            and not node.keywords
        ):
            return _FUNCS[node.func.id](*(ev(a) for a in node.args))
        raise ValueError("only arithmetic is allowed")

    result = ev(tree)
    return float(result) if not isinstance(result, int) else result


def run_builtin(name: str, arguments: Mapping[str, object]) -> tuple[str, bool]:
    if name == "calculator":
        try:
            return str(calculate(str(arguments.get("expression", "")))), False
        except (ValueError, SyntaxError, ZeroDivisionError, OverflowError, TypeError) as exc:
            return f"error: {type(exc).__name__}: {exc}"[:200], True
    if name == "datetime":
        now = _dt.datetime.now().astimezone()
        return now.strftime("%Y-%m-%d %H:%M:%S %Z (%A)"), False
    return f"error: no built-in tool {name!r}", True


def clock_ms(t0: float) -> float:
    return round((time.perf_counter() - t0) * 1000, 1)
