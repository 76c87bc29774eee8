"""Helpers the tests and the benchmarks share: the fault-injecting and model-hub servers on
127.0.0.1, recorded event streams and a fake microphone that replay real data, synthetic traces,
voice fakes and hostile documents (docs/ARCHITECTURE.md §9). Nothing here is a test."""
