"""Entity-dense mixed text for the gate's speed and sameness checks (issue 24 item 7).

:func:`dense_text` writes ``size`` characters of English and Chinese prose mixed with what the
gate looks for: phone numbers (Chinese mobiles, international, full-width digits), e-mail
addresses, ID card numbers with a valid MOD 11-2 check digit, bank card numbers with a valid Luhn
digit, English and Chinese names, addresses, URLs, API keys, passwords, IP addresses and health
terms. Seeded, so two runs (two branches) see the same text.
"""

from __future__ import annotations

import random

_PROSE_EN = (
    "The quarterly report is due next week and the team would like a short summary first. ",
    "Please keep the tone friendly; the customer has been with us for many years. ",
    "We moved the meeting to Thursday because the projector in room four is broken. ",
    "How do vaccines work, and why do some need a booster after a few years? ",
    "Write a two-line greeting card for a colleague who is retiring this spring. ",
)
_PROSE_ZH = (
    "下周要交季度报告，请先帮我写一个简短的摘要。",
    "客户和我们合作了很多年，语气请友好一些。",
    "因为四号会议室的投影仪坏了，会议改到周四。",
    "疫苗是怎么起作用的？为什么有些疫苗几年后要加强？",
    "请帮我给即将退休的同事写一张两行的贺卡。",
)
_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
_GIVEN = "伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏建国文辉力永健世广志"
_FIRST = ("John", "Rachel", "Johnny", "Maria", "Krzysztof", "Zoë", "Anna", "Peter", "Li", "Sean")
_LAST = ("Smith", "Zheng", "Bay", "Müller", "Kieślowski", "O'Brien", "Garcia", "Brown", "Na")
_CITIES = (
    "北京市朝阳区建国路",
    "上海市浦东新区世纪大道",
    "广州市天河区天河路",
    "杭州市西湖区文三路",
)
_STREETS = ("Baker Street", "Elm Road", "Main Street", "Kings Avenue", "Oak Lane")
_FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def id_card(rng: random.Random) -> str:
    body = (
        f"{rng.choice(['110105', '310101', '440106', '330106'])}"
        f"{rng.randint(1950, 2005)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        f"{rng.randint(0, 999):03d}"
    )
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    check = "10X98765432"[sum(int(d) * w for d, w in zip(body, weights, strict=True)) % 11]
    return body + check


def luhn_number(rng: random.Random, prefix: str, length: int) -> str:
    digits = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - len(prefix) - 1))
    total = 0
    for i, d in enumerate(reversed(digits)):
        n = int(d)
        if i % 2 == 0:
            n *= 2
            if n > 9:
                n -= 9
        total += n
    return digits + str((10 - total % 10) % 10)


def _piece(rng: random.Random, i: int) -> str:
    k = rng.randrange(22)
    zh_name = (
        rng.choice(_SURNAMES)
        + rng.choice(_GIVEN)
        + rng.choice(_GIVEN[: rng.randint(0, 40)] or "伟")
    )
    en_name = f"{rng.choice(_FIRST)} {rng.choice(_LAST)}"
    if k < 4:
        return rng.choice(_PROSE_EN)
    if k < 8:
        return rng.choice(_PROSE_ZH)
    if k == 8:
        return (
            f"call 1{rng.choice('3589')}{rng.randint(0, 9)}{rng.randint(10**7, 10**8 - 1)} today. "
        )
    if k == 9:
        return f"+44 20 7946 {rng.randint(1000, 9999)} or mail user{i}@example{i % 97}.com. "
    if k == 10:
        return f"身份证号{id_card(rng)}，卡号{luhn_number(rng, '622202', 19)}。"
    if k == 11:
        return f"Card {luhn_number(rng, '4', 16)} expires soon; SSN-like 078-05-{rng.randint(1000, 9999)}. "
    if k == 12:
        return f"{zh_name}住在{rng.choice(_CITIES)}{rng.randint(1, 300)}号，电话{rng.randint(10**7, 10**8 - 1)}。"
    if k == 13:
        return f"I am {en_name}, I live at {rng.randint(1, 300)} {rng.choice(_STREETS)}. "
    if k == 14:
        return f"{en_name} is a clerk at H&R Technology; {en_name.split()[0]} asks about it. "
    if k == 15:
        return f"See https://example{i % 50}.org/path/{i}?q={rng.randint(0, 99999)} for details. "
    if k == 16:
        key = "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(40)
        )
        return f"api_key = sk-{key} and password: hunter{i}x "
    if k == 17:
        return f"server 10.{i % 250}.{rng.randint(0, 255)}.{rng.randint(1, 254)} is down. "
    if k == 18:
        return "my mother was diagnosed with diabetes; 患者确诊糖尿病，服用二甲双胍。"
    if k == 19:
        phone = f"139{rng.randint(10**7, 10**8 - 1)}"
        return f"联系{zh_name}，手机{phone.translate(_FULLWIDTH)}。"
    if k == 20:
        return f"我叫{zh_name}，在{rng.choice(_CITIES)}上班。{zh_name[:1]}总说好。"
    return f"Meeting with Ms {rng.choice(_LAST)} at {rng.randint(1, 12)}pm, ref {i}. "


def dense_text(size: int, seed: int = 7) -> str:
    """About ``size`` characters (a little over) of entity-dense mixed text."""
    rng = random.Random(seed)
    parts: list[str] = []
    total = 0
    i = 0
    while total < size:
        piece = _piece(rng, i)
        parts.append(piece)
        total += len(piece)
        i += 1
    return "".join(parts)
