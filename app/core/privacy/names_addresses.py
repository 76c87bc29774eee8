"""Personal names and postal addresses, in Chinese and English.

Names have no checksum, so they need evidence: a Chinese surname (``data/cn_surnames.toml``)
followed by one or two common given-name characters (``data/cn_given_chars.toml``) *in a naming
context* (收件人, 联系人, 我叫, Contact, ... or 先生/女士/经理 after it); an English given name
(``data/en_given_names.toml``) followed by a capitalised surname, or a title (Mr, Dr, ...) before
one. Well-known public figures are not personal data and are let through.

Addresses follow the shape of the address itself: province/city/district, then a road (路, 街,
大道...) and a house number (号), optionally building and room; or a house number, street name and
street type, optionally city, state and ZIP or a UK postcode.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.core.privacy.entities import Entity
from app.core.privacy.lexicons import words
from app.core.privacy.scan import Scanner

_CJK = r"\u4e00-\u9fff"


def _words(text: str, sep: str | None = None) -> list[str]:
    """Word lists written as one string, to keep long lexicons readable."""
    return text.split(sep)


@lru_cache(maxsize=1)
def _lexicons() -> dict[str, frozenset[str]]:
    return {
        "cn_surnames": frozenset(words("cn_surnames", "surnames")),
        "cn_not_names": frozenset(words("cn_surnames", "not_names")),
        "cn_given": frozenset(words("cn_given_chars", "chars")),
        "en_given": frozenset(words("en_given_names", "names")),
        "en_surnames": frozenset(words("en_surnames", "surnames")),
        "cn_places": frozenset(words("cn_places", "places")),
        "famous": frozenset(words("public_figures", "en") + words("public_figures", "zh")),
    }


# ---------------------------------------------------------------- Chinese names

_CN_BEFORE = (
    "收件人", "联系人", "姓名", "客户", "患者", "病人", "我叫", "名叫", "叫做", "员工", "同事",
    "他叫", "她叫", "名字是", "名字叫", "署名", "签名", "我是", "本人",
    "负责人", "申请人", "签收人", "寄件人", "收货人", "持卡人", "户名", "法人", "找", "联系",
    "致", "通知", "转告", "交给", "发给", "告诉", "问问", "请教", "抄送", "contact", "dear",
    "name", "attn", "to", "from", "ask", "with", "cc", "by", "call", "email", "tell", "mr", "ms",
    "mrs", "dr", "hi", "hello", "thanks", "is", "and", "经理", "总监", "主管", "主任", "老师",
    "医生", "律师", "教授", "会计", "秘书", "助理", "专员", "组长", "班主任", "签字人", "经办人",
)  # fmt: skip
_CN_AFTER = (
    "先生", "女士", "小姐", "老师", "经理", "总监", "主任", "医生", "大夫", "护士", "同学", "教授",
    "律师", "师傅", "阿姨", "叔叔", "的电话", "的手机", "的邮箱", "的地址", "的身份证", "的银行卡",
    "的护照", "，电话", "，手机", "，地址", "，邮箱", "电话", "手机", "邮箱", "地址", "打电话", "来电",
    "负责", "签收", "住在", "at", "'s", "’s", "(", "（",
)  # fmt: skip
_STRONG_BEFORE = (
    "收件人", "联系人", "姓名", "我叫", "名叫", "收货人", "寄件人", "持卡人", "户名", "签收人", "申请人",
    "负责人", "经办人", "签字人", "经理", "总监", "主管", "主任", "律师", "教授", "本人",
    "他叫", "她叫", "contact", "dear",
    "attn",
)  # fmt: skip
_STRONG_AFTER = ("先生", "女士", "小姐", "老师", "经理", "医生", "教授", "律师", "的电话", "的手机", "的邮箱", "的地址", "的身份证")  # fmt: skip


# Function words, and the first characters of words that follow names (电话, 先生, 老师, 经理...).
_NOT_GIVEN = frozenset("的了是在和与及或说电地手邮先女老经医总等们吗呢吧啊，。、：")


def _strong_cue_before(text: str, start: int) -> bool:
    pre = text[max(0, start - 8) : start].lower().rstrip(" :：，,")
    return pre.endswith(_STRONG_BEFORE)


_NAMING_CUES = (
    "收件人", "联系人", "姓名", "我叫", "名叫", "他叫", "她叫", "收货人", "寄件人", "持卡人", "户名",
    "签收人", "申请人", "经办人", "签字人",
)  # fmt: skip


def _naming_cue_before(text: str, start: int) -> bool:
    """A cue that says a name follows: "联系人：", "我叫"."""
    pre = text[max(0, start - 8) : start].rstrip(" :：，,")
    return pre.endswith(_NAMING_CUES)


def _given_name_end(
    text: str, k: int, given_chars: frozenset[str], strong: bool, left_edge: bool = False
) -> int:
    """End of a one- or two-character given name starting at ``k`` (``k`` itself: none).

    Common given-name characters always qualify. After a strong cue ("收件人", "Contact") a rarer
    character does too, but only if the name then ends at a boundary (punctuation, Latin text, a
    function word), so "经理李强下周" stays "李强"; so does one right before 先生/女士/的电话.
    """
    for length in (2, 1):
        part = text[k : k + length]
        if len(part) < length or not all(_is_cjk(c) and c not in _NOT_GIVEN for c in part):
            continue
        if all(c in given_chars for c in part):
            return k + length
        nxt = text[k + length : k + length + 1]
        if strong and (not nxt or not _is_cjk(nxt) or nxt in _NOT_GIVEN):
            return k + length
        if left_edge and text.startswith(_STRONG_AFTER, k + length):  # "施琅先生", not "项目经理"
            return k + length
    return k


def _is_cjk(ch: str) -> bool:
    return "\u4e00" <= ch <= "\u9fff"


def _cn_name_context(text: str, start: int, end: int) -> bool:
    """A naming cue on one side and a word boundary on the other (or a strong cue alone)."""
    pre = text[max(0, start - 8) : start].lower().rstrip(" :：，,")
    post = text[end : end + 4].lower().lstrip(" ")
    cue_pre = pre.endswith(_CN_BEFORE)
    cue_post = post.startswith(_CN_AFTER)
    if pre.endswith(_STRONG_BEFORE) or post.startswith(_STRONG_AFTER):
        return True
    edge_pre = cue_pre or not pre or not _is_cjk(pre[-1])
    edge_post = cue_post or not post or not _is_cjk(post[0])
    return (cue_pre or cue_post) and edge_pre and edge_post


def _cn_names(text: str) -> list[Entity]:
    lex = _lexicons()
    out: list[Entity] = []
    i = 0
    # Only where a surname can start (its first character, found at C speed): a loop over every
    # character of a 10 MB text took seconds.
    for m in _surname_start_re().finditer(text):
        if m.start() < i:
            continue
        i = m.start()
        ch = m.group()
        surname = text[i : i + 2] if text[i : i + 2] in lex["cn_surnames"] else ch
        if surname not in lex["cn_surnames"]:
            continue
        pre = text[max(0, i - 8) : i].lower().rstrip(" :：，,")
        left_edge = not pre or not _is_cjk(pre[-1]) or pre.endswith(_CN_BEFORE)
        strong = pre.endswith(_STRONG_BEFORE)  # _strong_cue_before(text, i), its window reused
        j = _given_name_end(text, i + len(surname), lex["cn_given"], strong, left_edge)
        if j == i + len(surname):
            continue
        name = text[i:j]
        start, end = i, j
        # A common word that starts with a surname character (时长, 高度) is a name only after an
        # explicit naming cue ("联系人：时长青"), never from a weaker one such as a bracket.
        common_word = name[:2] in lex["cn_not_names"] and not _naming_cue_before(text, i)
        if name not in lex["famous"] and not common_word and _cn_name_context(text, start, end):
            out.append(Entity("PERSON", start, end, name))
            i = end
    return out


#: Someone the writer knows, named the way one names a colleague or a friend: a relation word
#: and 小/老 with a surname ("我同事小周", "我朋友老王"). Alone, 小周 names no one (news text
#: writes it of anyone, and the recogniser leaves it out); after "my colleague" it is a person.
_CN_NICKNAME_RE = re.compile(
    r"(?:我|我的|我们|我们的|咱们|他的|她的|他|她)"
    r"(?:同事|朋友|好友|同学|室友|舍友|老板|领导|上司|邻居|师傅|徒弟|搭档|闺蜜|哥们|组长|主管|前任|"
    r"男朋友|女朋友|男友|女友|对象|客户)"
    rf"(?:叫)?([小老](?:[{_CJK}]{{2}}|[{_CJK}]))"
)


def _cn_nicknames(text: str) -> list[Entity]:
    surnames = _lexicons()["cn_surnames"]
    out: list[Entity] = []
    for m in _CN_NICKNAME_RE.finditer(text):
        a, b = m.span(1)
        if text[a + 1 : b] in surnames:  # "小周", "老欧阳"
            out.append(Entity("PERSON", a, b, text[a:b]))
        elif text[a + 1 : b - 1] in surnames:  # "小周下个月": the surname is one character
            out.append(Entity("PERSON", a, b - 1, text[a : b - 1]))
    return out


@lru_cache(maxsize=1)
def _surname_start_re() -> re.Pattern[str]:
    """A character class of the Chinese characters a surname starts with."""
    firsts = sorted({s[0] for s in _lexicons()["cn_surnames"] if s and _is_cjk(s[0])})
    return re.compile("[" + "".join(re.escape(c) for c in firsts) + "]")


# ---------------------------------------------------------------- English names

_AMBIGUOUS_GIVEN = frozenset(
    _words(
        "Jordan Christian Austin Victoria Virginia Hunter Grace Amber Frank Max Leo Hugo Oscar Felix "
        "Ruby Carmen Ella Jean Ruth Joy Faith Hope Will Mark Bill Grant Rose June April May Ray Dean "
        "Chase Wei Jun Ming Li Kai Yan Mei Lin Ali Sam Ben Tom Don Art Pat Bob Chris Jack Harper "
        "Madison Brittany Charlotte Lucas Martin Henry Thomas James Scott Lawrence Douglas Russell "
        "Carl Alan Neil Lee Kelly Kim Sean"
    )
)
_NOT_SURNAME = frozenset(
    _words(
        "The A An And Or But Of In On At To For From With By About As Is Are Was Were Be Been This That "
        "These Those It Its Street St Road Rd Avenue Ave Lane Drive Way Court Park Parkway Boulevard "
        "Square Place Hall Center Centre University College School Hospital Company Inc Ltd Corp LLC "
        "Group Bank Airport Station Hotel Church River Lake Mountain Valley Island City County State "
        "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June "
        "July August September October November December I We You He She They Please Thanks Thank Hi "
        "Hello Dear Regards Best Team Project Report Meeting Office Department Inc. Ltd. Co. Jr Sr"
    )
)
_TITLE_RE = re.compile(
    r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Madam|Mister)\.?\s+"
    r"((?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s+[A-Z][a-z'’-]+){0,2})"
)
_CAP_SEQ_RE = re.compile(
    r"(?<![A-Za-z'’-])(?=([A-Z][a-z'’-]+(?:-[A-Z][a-z]+)?)((?:\s+[A-Z]\.)?(?:\s+(?:van|von|de|da|del|di|le|la|bin|al)?\s*[A-Z][a-zA-Z'’-]+){1,2}))"
)
# After "Contact", "收件人", "Attn:" ... any two or three capitalised words are a name, known or not.
_EN_CUE_NAME_RE = re.compile(
    r"(?:(?<![A-Za-z])(?:Contact|contact|Dear|Attn|Attention|From|To|Cc|Signed by|signed by|Name|"
    r"Patient|Client|Customer|Recipient|Applicant|Employee)[:：]?\s+|"
    r"(?:收件人|联系人|寄件人|收货人|客户|姓名|患者|申请人|持卡人)[:：]?\s*)"
    r"((?:[A-Z][a-z'’-]+|[A-Z]\.)(?:\s+(?:[A-Z][a-z'’-]+|[A-Z]\.)){1,2})"
)
_NOT_NAME_WORDS = frozenset(
    _words(
        "Us Support Customer Service Services Sales Our Your Me Him Her Them Technical Help Desk "
        "Admin Team Center Centre Manager Department Office Billing Security Legal Human Resources "
        "Dear Sir Madam Whom It May Concern All Everyone New York Los Angeles San Francisco Hong Kong"
    )
)
_GREETING_RE = re.compile(
    r"(?<![A-Za-z])(?:Dear|Hi|Hello|Hey|Thanks|Thank you),?\s+([A-Z][a-z]+)(?=[,!.:\s])"
)


def _en_names(text: str) -> list[Entity]:
    lex = _lexicons()
    out: list[Entity] = []
    for m in _TITLE_RE.finditer(text):
        words = m.group(1).split()
        if words[0] not in _NOT_SURNAME:
            out.append(Entity("PERSON", m.start(1), m.end(1), m.group(1)))
    for m in _GREETING_RE.finditer(text):
        if m.group(1) in lex["en_given"] and m.group(1) not in _AMBIGUOUS_GIVEN:
            out.append(Entity("PERSON", m.start(1), m.end(1), m.group(1)))
    for m in _EN_CUE_NAME_RE.finditer(text):
        words = m.group(1).split()
        if len(words) >= 2 and not any(w in _NOT_SURNAME or w in _NOT_NAME_WORDS for w in words):
            value = re.sub(r"['’]s$", "", m.group(1))
            out.append(Entity("PERSON", m.start(1), m.start(1) + len(value), value))
    for m in _CAP_SEQ_RE.finditer(text):
        first = m.group(1)
        if first not in lex["en_given"]:
            continue
        rest_words = m.group(2).split()
        # Keep the surname words up to the first one that is not a name.
        keep = []
        for w in rest_words:
            if w in _NOT_SURNAME or (w.isupper() and len(w) > 1):
                break
            keep.append(w)
        if not keep:
            continue
        last = keep[-1]
        if first in _AMBIGUOUS_GIVEN and last not in lex["en_surnames"]:
            continue
        last = re.sub(r"['’]s$", "", last)
        end = m.start(2) + m.group(2).find(last) + len(last)
        value = text[m.start(1) : end]
        if value in lex["famous"] or " ".join([first, last]) in lex["famous"]:
            continue
        # "Yuval Noah Harari": the famous name starts with a capitalised word before this one.
        before = re.search(r"([A-Z][\w'’.-]*)\s+$", text[max(0, m.start(1) - 32) : m.start(1)])
        if before and f"{before.group(1)} {value}" in lex["famous"]:
            continue
        out.append(Entity("PERSON", m.start(1), end, value))
    return [_first_line(e) for e in out]


def _first_line(e: Entity) -> Entity:
    """A name is on one line: "Keith\nOriginal Message" (a signature and the quoted mail's
    header under it, joined by the patterns' whitespace) is "Keith"."""
    cut = e.text.find("\n")
    if cut < 0:
        return e
    value = e.text[:cut].rstrip()
    return Entity(e.type, e.start, e.start + len(value), value)


# ---------------------------------------------------------------- addresses

_CN_ROAD = r"(?:路|街|大道|大街|巷|弄|胡同|道|里|村|组|屯|社区|小区|花园|公寓|大厦|广场|园)"
_CN_NUM = r"(?:[\d一二三四五六七八九十百零〇]+(?:号|號|弄|支弄))"
_CN_UNIT = r"(?:[\d一二三四五六七八九十A-Za-z-]+(?:号楼|栋|幢|座|楼|单元|层|室|房|户|号))"
_CN_ADDRESS_TAIL = (
    rf"(?:[{_CJK}\d]{{0,10}}?{_CN_ROAD})+(?:[\d一二三四五六七八九十]+(?:段|巷|弄))?{_CN_NUM}?"
    rf"(?:[{_CJK}]{{0,8}}?(?:大厦|中心|广场|花园|小区|公寓|大楼|园区))?"
    rf"(?:[{_CJK}A-Za-z]{{0,6}}?{_CN_UNIT})*"
)
_CN_ADMIN = rf"(?:[{_CJK}]{{1,7}}?(?:省|自治区|特别行政区|市|州|盟|地区))?(?:[{_CJK}]{{1,7}}?(?:市|区|县|旗))?(?:[{_CJK}]{{1,6}}?(?:镇|乡|街道))?"


@lru_cache(maxsize=1)
def _cn_address_re() -> re.Pattern[str]:
    places = "|".join(sorted(_lexicons()["cn_places"], key=len, reverse=True))
    known = rf"(?:{places})(?:省|市|自治区|特别行政区)?"
    generic = rf"[{_CJK}]{{1,5}}(?:区|县)"
    # The cue word may start the match; it is trimmed off like any lead word.
    cue = r"(?:(?:地址|住址|住在|寄到|送到|发到|收货地址|家住)[:：]?)"
    road_only = rf"[{_CJK}]{{2,8}}?(?:路|街|大道|大街|巷|弄|胡同)\d+号"
    units = rf"(?:[{_CJK}A-Za-z]{{0,6}}?{_CN_UNIT})*"
    return re.compile(
        rf"{cue}?(?:{known}{_CN_ADMIN}|{generic}{_CN_ADMIN}){_CN_ADDRESS_TAIL}|{cue}{road_only}{units}"
    )


_CN_LEAD_WORDS = (
    "地址", "住址", "收货地址", "家住", "住在", "寄到", "送到", "发到", "位于", "搬到", "来自",
    "在", "到", "是", "为", "：", ":", "址",
)  # fmt: skip

_STREET_TYPES = (
    r"Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Dr\.?|Way|"
    r"Court|Ct\.?|Place|Pl\.?|Parkway|Pkwy\.?|Terrace|Square|Sq\.?|Highway|Hwy\.?|Circle|"
    r"Cir\.?|Crescent|Close|Row|Plaza|Trail|Gardens|Grove|Mews|Walk|Hill|Broadway"
)
_EN_ADDRESS_RE = re.compile(
    r"(?a)(?<![\w-])\d{1,6}[A-Za-z]?(?:-\d{1,4})?,?\s+(?:(?:[NSEW]|North|South|East|West)\.?\s+)?"
    r"(?:[A-Z][A-Za-z'’-]+\s+){0,3}(?:" + _STREET_TYPES + r")(?![A-Za-z])"
    r"(?:,?\s+(?:Apt|Apartment|Suite|Ste|Unit|Floor|Fl|Room|Rm|#)\.?\s*#?\w{1,6})?"
    r"(?:,\s*[A-Z][a-z'’-]+(?:\s+[A-Z][a-z'’-]+){0,2})?"
    r"(?:,?\s*(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|[A-Z]{2,3}\s+\d{4}|[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}))?"
)
# Street type first (French, Spanish, Italian, Portuguese) or a German compound with the number after.
_EU_ADDRESS_RE = re.compile(
    r"(?<![\w-])(?:\d{1,5}(?:-\d{1,5})?[a-z]?,?\s+)?(?:Rue|Avenue|Av\.|Boulevard|Bd|Place|Via|Viale|"
    r"Piazza|Calle|Avenida|Paseo|Plaza|Rua|Travessa)\s+(?:(?:de|del|della|di|du|des|de la|la|le|da|do|dos)\s+)?"
    r"[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2}(?:,?\s+\d{1,5}[a-z]?)?"
    r"(?:,\s*(?:\d{4,5}\s+)?[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,1})?"
    r"|(?<![\w-])[A-Z][a-zäöüß]+(?:straße|strasse|str\.|weg|allee|platz|gasse|ring|damm)\s+\d{1,4}[a-z]?"
    r"(?:,\s*\d{5}\s+[A-Z][a-zäöüß]+)?"
)
# Where each can start: a digit or a capital, then the lookbehind (scan.py). _EU_ADDRESS_RE is
# not ASCII-only, so neither are its starts (any decimal digit, any word character before).
_EN_ADDRESS = Scanner(_EN_ADDRESS_RE, r"(?as)[0-9](?<![\w-].)(?=\d{0,5}[A-Za-z]?(?:-\d{1,4})?,?\s)")
_EU_ADDRESS = Scanner(_EU_ADDRESS_RE, r"(?s)[\dA-Z](?<![\w-].)")
_PO_BOX_RE = re.compile(r"(?i)\bP\.?\s?O\.?\s+Box\s+\d{1,6}\b")


#: Every Chinese address has a road-like word; the full pattern only runs near one.
_CN_ANCHOR_RE = re.compile(rf"{_CN_ROAD}|[市区县]")


def _cn_windows(text: str) -> list[tuple[int, int]]:
    """Merged windows around anchor words: the address regex is costly at every position."""
    windows: list[tuple[int, int]] = []
    for a in _CN_ANCHOR_RE.finditer(text):
        start, end = max(0, a.start() - 30), min(len(text), a.end() + 40)
        if windows and start <= windows[-1][1]:
            windows[-1] = (windows[-1][0], end)
        else:
            windows.append((start, end))
    return windows


def _cn_addresses(text: str) -> list[Entity]:
    out = []
    matches = []
    last_end = 0
    for w_start, w_end in _cn_windows(text):
        for m in _cn_address_re().finditer(text, max(w_start, last_end), w_end):
            matches.append(m)
            last_end = m.end()
    for m in matches:
        start, value = m.start(), m.group()
        changed = True
        while changed:
            changed = False
            for w in _CN_LEAD_WORDS:
                if value.startswith(w) and len(value) > len(w):
                    value, start, changed = value[len(w) :], start + len(w), True
        # Road-only fragments ("这条路") are not addresses: require a number or two admin levels.
        if not re.search(r"[\d一二三四五六七八九十]+(?:号|號|弄)|[市区县].*[路街道巷]", value):
            continue
        if len(value) < 6:
            continue
        out.append(Entity("ADDRESS", start, start + len(value), value))
    return out


def _en_addresses(text: str) -> list[Entity]:
    out = []
    for m in _EN_ADDRESS.finditer(text):
        value = m.group().rstrip(",. ")
        out.append(Entity("ADDRESS", m.start(), m.start() + len(value), value))
    for m in _EU_ADDRESS.finditer(text):
        # "Place" and "Plaza" are also ordinary words: require a house number somewhere.
        if re.search(r"\d", m.group()):
            value = m.group().rstrip(",. ")
            out.append(Entity("ADDRESS", m.start(), m.start() + len(value), value))
    out += [Entity("ADDRESS", m.start(), m.end(), m.group()) for m in _PO_BOX_RE.finditer(text)]
    return out


def detect(text: str) -> list[Entity]:
    return (
        _cn_names(text)
        + _cn_nicknames(text)
        + _en_names(text)
        + _cn_addresses(text)
        + _en_addresses(text)
    )
