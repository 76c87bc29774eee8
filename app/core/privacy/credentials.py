"""Secrets: API keys and tokens, private-key blocks, passwords given in context.

Provider keys are recognised by their documented prefixes (OpenAI, Anthropic, GitHub, AWS,
Google, Slack, Stripe, Hugging Face, GitLab, Alibaba Cloud, Tencent Cloud, SendGrid, ...); a
generic ``api_key = "..."`` assignment counts when its value looks random. Placeholders
(``<your key here>``, ``sk-xxxx``, ``YOUR_API_KEY``) and reading a key from the environment
are let through: they are how people *avoid* pasting a key.
"""

from __future__ import annotations

import math
import re
from collections import Counter

from app.core.privacy.entities import Entity
from app.core.privacy.scan import Scanner

_PROVIDER_KEY_RE = re.compile(
    r"(?a)(?<![\w-])(?:"
    r"sk-(?:proj-|ant-(?:api\d\d-)?|svcacct-|admin-)?[A-Za-z0-9_-]{20,}"  # OpenAI, Anthropic, DeepSeek, Moonshot...
    r"|gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,}"  # GitHub
    r"|(?:AKIA|ASIA|AGPA|AIDA|AROA)[A-Z0-9]{16}"  # AWS access key id
    r"|AIza[0-9A-Za-z_-]{35}"  # Google API key
    r"|ya29\.[0-9A-Za-z_-]{20,}"  # Google OAuth token
    r"|xox[abposr]-[0-9A-Za-z-]{10,}"  # Slack
    r"|(?:sk|rk|pk)_(?:live|test)_[0-9A-Za-z]{16,}"  # Stripe
    r"|hf_[A-Za-z0-9]{30,}"  # Hugging Face
    r"|glpat-[A-Za-z0-9_-]{20,}"  # GitLab
    r"|LTAI[A-Za-z0-9]{12,30}"  # Alibaba Cloud AccessKey
    r"|AKID[A-Za-z0-9]{13,40}"  # Tencent Cloud SecretId
    r"|SG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}"  # SendGrid
    r"|eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"  # JWT
    r"|npm_[A-Za-z0-9]{36}|pypi-[A-Za-z0-9_-]{50,}"  # package registries
    r")(?![\w-])"
)
_ASSIGNED_SECRET_RE = re.compile(
    r"(?ai)(?:api[_ -]?key|apikey|secret[_ -]?key|access[_ -]?key(?:[_ -]?id)?|access[_ -]?token"
    r"|auth[_ -]?token|bearer|client[_ -]?secret|token|(?<![\w-])key|密钥|秘钥|令牌)"
    r"[\"']?\s*(?:[:=：]|is|是|为)\s*[\"']?([A-Za-z0-9_\-+/.=]{20,})"
)
_PRIVATE_KEY_RE = re.compile(
    r"(?a)-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY(?: BLOCK)?-----[\s\S]*?"
    r"(?:-----END \1PRIVATE KEY(?: BLOCK)?-----|\Z)"
)
_PASSWORD_RE = re.compile(
    r"(?ai)(?:password|passwd|passcode|pwd|pass ?phrase|pin code|\bpass(?=\s*[:=])|密码|口令|密碼)"
    r"(?:\s+(?:for|of|to|on)\s+(?:the\s+|my\s+|our\s+|your\s+)?[\w.-]+(?:\s+[\w.-]+)?)?"
    r"(?:\s*(?:is|was|is set to|=|:|：|是|为|為|改成了?|设为|設為|设置为)\s*|\s+)[\"'“「]?"
    r"([^\s\"'”」，。；、,;]{4,64})"
)
#: Every match starts with p (password, pwd, pin code, pass ...), 密 or 口 (scan.py).
_PASSWORD = Scanner(_PASSWORD_RE, r"(?ai)[p密口]")
_PLACEHOLDER_RE = re.compile(
    r"(?ai)^(?:<.*>|\{.*\}|\$\{?\w+\}?|\*+|x{4,}|\.{3,}|sk-x+|your[_-]?|xxx|placeholder|redacted"
    r"|changeme|example|dummy|none|null|env|os\.environ)"
)
_EXPLICIT_SEP = re.compile(r"(?ai)[:=：是为為]|\bis\b")
_PASSWORD_STOPWORDS = {
    "incorrect", "required", "expired", "protected", "changed", "optional", "disabled",
    "enabled", "mandatory", "invalid", "correct", "missing", "different", "complex",
    "sensitive", "encrypted", "stored", "hashed", "rejected", "accepted", "generated",
    "reset", "click", "here", "link", "field", "manager", "policy",
    "please", "again", "below", "above", "strength", "length", "hash", "hashing", "input",
    "prompt", "change", "forgot", "recovery", "错误", "正确", "忘记", "修改", "重置", "输入",
}  # fmt: skip


def _entropy(s: str) -> float:
    counts = Counter(s)
    return -sum(c / len(s) * math.log2(c / len(s)) for c in counts.values())


def _looks_random(value: str) -> bool:
    """A real key mixes character classes and has high entropy; placeholders do not."""
    if _PLACEHOLDER_RE.match(value) or re.search(r"(?i)x{6,}|your|here|example|dummy", value):
        return False
    classes = sum(bool(re.search(p, value)) for p in (r"[a-z]", r"[A-Z]", r"\d"))
    return classes >= 2 and _entropy(value) >= 3.0


def _api_keys(text: str) -> list[Entity]:
    out = []
    for m in _PROVIDER_KEY_RE.finditer(text):
        body = m.group().split("-", 1)[-1].split("_", 1)[-1]
        if _looks_random(body) or _looks_random(m.group()):
            out.append(Entity("API_KEY", m.start(), m.end(), m.group()))
    for m in _ASSIGNED_SECRET_RE.finditer(text):
        value = m.group(1)
        if _looks_random(value) and not re.fullmatch(r"[\d.]+|[a-z_.]+", value):
            out.append(Entity("API_KEY", m.start(1), m.end(1), value))
    return out


def _private_keys(text: str) -> list[Entity]:
    return [
        Entity("PRIVATE_KEY", m.start(), m.end(), m.group()) for m in _PRIVATE_KEY_RE.finditer(text)
    ]


def _passwords(text: str) -> list[Entity]:
    out = []
    for m in _PASSWORD.finditer(text):
        # A sentence's full stop is not part of a password; a "!" usually is ("S6Y6nqa31CSg!").
        value = m.group(1).rstrip(".?)")
        if len(value) < 4 or _PLACEHOLDER_RE.match(value) or value.lower() in _PASSWORD_STOPWORDS:
            continue
        has_digit = any(c.isdigit() for c in value)
        has_symbol = any(not c.isalnum() for c in value)
        mixed_case = any(c.isupper() for c in value) and any(c.islower() for c in value)
        # A plain lowercase word counts only when it is explicitly given ("password: sunshinebeach").
        explicit = bool(_EXPLICIT_SEP.search(text, m.start(), m.start(1)))
        plain_word = value.isascii() and value.isalpha() and len(value) >= 8 and explicit
        if not (has_digit or has_symbol or mixed_case or plain_word):
            continue
        if re.fullmatch(r"\d{1,3}", value):
            continue
        if re.fullmatch(r"[A-Za-z]+", value) and value.lower() == value and len(value) < 6:
            continue
        out.append(Entity("PASSWORD", m.start(1), m.start(1) + len(value), value))
    return out


def detect(text: str) -> list[Entity]:
    return _private_keys(text) + _api_keys(text) + _passwords(text)
