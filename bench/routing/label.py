"""Label the routing prompt set by really running the bundled local model on every prompt.

The draft is produced exactly as the app produces one: :func:`app.core.pipeline.prompt.build_messages`
(system prompt + question), :class:`app.core.engines.local_llm.LocalLLM` with the settings' threads
and context, ``draft_max_tokens`` and ``temperature`` from the default routing rules. Each answer is
checked against the prompt's reference checks (:mod:`bench.routing.checks`) and appended to
``answers.jsonl`` as soon as it is done, so the run resumes where it stopped:

    nice -n 10 python -m bench.routing.label [--limit N]

``labels.jsonl`` (``{"id","prompt","lang","kind","tier","split","local_ok"}``) is rewritten from the
answers at the end, and can be rebuilt without the model: ``python -m bench.routing.label --relabel``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import time
import tomllib
from pathlib import Path
from typing import Any

from bench.routing.checks import cjk_count, evaluate, is_loop, word_count

HERE = Path(__file__).parent
PROMPTS = HERE / "prompts.jsonl"
ANSWERS = HERE / "answers.jsonl"
LABELS = HERE / "labels.jsonl"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line:
            try:
                out.append(json.loads(line))
            except ValueError:
                continue  # a line cut by an interrupted run
    return out


def impossible(checks: list[dict[str, Any]], max_tokens: int) -> str | None:
    """A check no draft of ``max_tokens`` tokens can pass (a word or a character is at least one
    token): the answer is labelled without generating it."""
    for c in checks:
        if int(c.get("min_words", 0)) > max_tokens:
            return f"needs at least {c['min_words']} words; a draft holds {max_tokens} tokens"
        if int(c.get("min_cjk", 0)) > max_tokens:
            return f"needs at least {c['min_cjk']} characters; a draft holds {max_tokens} tokens"
    return None


def failed_already(checks: list[dict[str, Any]], text: str) -> bool:
    """True once the partial answer fails a check that more text cannot repair (a loop, or a
    maximum length already exceeded): generating the rest would not change the label."""
    if all(c.get("no_loop", True) for c in checks) and is_loop_ngram(text):
        return True
    for c in checks:
        if "max_words" in c and word_count(text) > int(c["max_words"]):
            return True
        if "max_cjk" in c and cjk_count(text) > int(c["max_cjk"]):
            return True
    return False


def is_loop_ngram(text: str) -> bool:
    # Only the phrase criterion of is_loop: it can only become more true as text is appended.
    lines = text.replace("\n", " ")
    return is_loop(lines)


def relabel() -> dict[str, Any]:
    prompts = {p["id"]: p for p in read_jsonl(PROMPTS)}
    answers = {a["id"]: a for a in read_jsonl(ANSWERS)}
    rows = []
    for pid, p in prompts.items():
        a = answers.get(pid)
        if a is None or a.get("prompt") != p["prompt"]:
            continue
        if a["stop_reason"] == "impossible":
            ok, failed = False, [a["text"]]
        else:
            ok, failed = evaluate(
                p["checks"], a["text"], lang=p["lang"], stop_reason=a["stop_reason"]
            )
        rows.append(
            {
                "id": pid,
                "prompt": p["prompt"],
                "lang": p["lang"],
                "kind": p["kind"],
                "tier": p["tier"],
                "split": p["split"],
                "local_ok": ok,
                "failed": failed,
            }
        )
    with LABELS.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    n_ok = sum(r["local_ok"] for r in rows)
    return {"labelled": len(rows), "of": len(prompts), "local_ok": n_ok}


async def run(limit: int | None) -> None:
    from app.core.config import load_settings
    from app.core.engines.local_llm import LocalLLM
    from app.core.pipeline.prompt import build_messages
    from app.core.routing.rules import DEFAULT_RULES, parse_rules

    rules = parse_rules(tomllib.loads(DEFAULT_RULES.read_text(encoding="utf-8")))
    local = load_settings().settings.local
    # One thread: on a shared, loaded machine llama.cpp's threads wait on each other when one is
    # descheduled; the answers are the same model's, only the wall time differs.
    llm = LocalLLM(Path(local.llm_model) if local.llm_model else None, 1, local.llm_context)
    done = {a["id"]: a["prompt"] for a in read_jsonl(ANSWERS)}
    todo = [p for p in read_jsonl(PROMPTS) if done.get(p["id"]) != p["prompt"]]
    # Held-out first, then round-robin over kinds: a run stopped early is still a stratified
    # sample of the set.
    by_kind: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for p in todo:
        by_kind.setdefault((p["split"], f"{p['lang']}/{p['kind']}"), []).append(p)
    order: list[dict[str, Any]] = []
    for split in ("heldout", "train"):
        queues = [q for (sp, _), q in sorted(by_kind.items()) if sp == split]
        while any(queues):
            for q in queues:
                if q:
                    order.append(q.pop(0))
    todo = order
    if limit is not None:
        todo = todo[:limit]
    print(f"{len(todo)} prompts to run ({len(done)} already answered)", flush=True)
    t_all = time.perf_counter()
    try:
        with ANSWERS.open("a", encoding="utf-8") as fh:
            for i, p in enumerate(todo, 1):
                t0 = time.perf_counter()
                why = impossible(p["checks"], rules.draft_max_tokens)
                if why is not None:
                    row = {"id": p["id"], "prompt": p["prompt"], "text": why}
                    row.update({"stop_reason": "impossible", "n_tokens": 0, "ms": 0})
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
                    fh.flush()
                    continue
                parts: list[str] = []
                early = False
                agen = llm.stream(
                    build_messages(p["prompt"], [], []),
                    max_tokens=rules.draft_max_tokens,
                    temperature=rules.temperature,
                )
                try:
                    async for tok in agen:
                        parts.append(tok.text)
                        if len(parts) % 8 == 0 and failed_already(p["checks"], "".join(parts)):
                            early = True
                            break
                finally:
                    await agen.aclose()
                stats = llm.last_stats
                stop = "early_fail" if early else (stats.stop_reason if stats else "eos")
                row = {
                    "id": p["id"],
                    "prompt": p["prompt"],
                    "text": "".join(parts),
                    "stop_reason": stop,
                    "n_tokens": len(parts) if early else (stats.n_tokens if stats else None),
                    "mean_logprob": None if early else (stats.mean_logprob if stats else None),
                    "ms": round((time.perf_counter() - t0) * 1000),
                }
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
                fh.flush()
                if i % 10 == 0:
                    el = time.perf_counter() - t_all
                    print(f"{i}/{len(todo)} {el:.0f}s", flush=True)
    finally:
        llm.close()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int)
    ap.add_argument("--relabel", action="store_true", help="only re-check the saved answers")
    args = ap.parse_args()
    if not args.relabel:
        asyncio.run(run(args.limit))
    print(json.dumps(relabel()))


if __name__ == "__main__":
    main()
