"""bench.privacy.ner_eval.read_gum: GUM's CoNLL-U entity columns -> private named gold spans."""

from __future__ import annotations

from pathlib import Path

from bench.privacy.ner_eval import read_gum

_DOC = """# newdoc id = GUM_letter_test
# newpar
# text = Dear Ann Kowal, Obama visited Tralee.
1\tDear\tdear\tADJ\tJJ\t_\t2\tamod\t_\t_
2\tAnn\tAnn\tPROPN\tNNP\t_\t0\troot\t_\tEntity=(1-person-giv-sssss-cf1-1-coref
3\tKowal\tKowal\tPROPN\tNNP\t_\t2\tflat\t_\tEntity=1)|SpaceAfter=No
4\t,\t,\tPUNCT\t,\t_\t2\tpunct\t_\t_
5\tObama\tObama\tPROPN\tNNP\t_\t6\tnsubj\t_\tEntity=(2-person-acc-sssss-cf2-1-sgl-Barack_Obama)
6\tvisited\tvisit\tVERB\tVBD\t_\t2\tparataxis\t_\t_
7\tTralee\tTralee\tPROPN\tNNP\t_\t6\tobj\t_\tEntity=(3-place-new-sssss-cf3-1-sgl)|SpaceAfter=No
8\t.\t.\tPUNCT\t.\t_\t2\tpunct\t_\t_

# newpar
# text = Mom and the Americans.
1\tMom\tMom\tPROPN\tNNP\t_\t0\troot\t_\tEntity=(4-person-giv-sssss-cf1-1-coref)
2\tand\tand\tCCONJ\tCC\t_\t4\tcc\t_\t_
3\tthe\tthe\tDET\tDT\t_\t4\tdet\t_\tEntity=(5-person-new-sssss-cf1-1-sgl
4\tAmericans\tAmerican\tPROPN\tNNPS\t_\t1\tconj\t_\tEntity=5)|SpaceAfter=No
5\t.\t.\tPUNCT\t.\t_\t1\tpunct\t_\t_
"""


def test_private_named_mentions_are_gold_famous_and_kin_are_not(tmp_path: Path) -> None:
    (tmp_path / "GUM_letter_test.conllu").write_text(_DOC, "utf-8")
    (tmp_path / "GUM_news_other.conllu").write_text(_DOC, "utf-8")  # not a first-person genre
    docs = read_gum(tmp_path)
    assert [name for name, _ in docs] == ["GUM_letter_test.conllu"]
    text, gold = docs[0][1]
    assert text == "Dear Ann Kowal, Obama visited Tralee.\nMom and the Americans."
    assert [(kind, text[a:b]) for kind, a, b in gold] == [
        ("PERSON", "Ann Kowal"),
        ("ADDRESS", "Tralee"),
    ]
