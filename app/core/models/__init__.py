"""The model library: which local models exist and where their files are.

``catalog`` (models/catalog.toml and what is installed), ``model_files`` (the bundled files of
models/manifest.toml), ``downloads`` (resumable, hash-checked), ``gguf_info`` (a GGUF file's
header), ``model_fit`` (does a model fit this machine's RAM and speed), ``gpu`` (how many layers
to offload). These sit below the engines, which load what they find. ``model_manager`` (the Model
library's list, pull, use and remove), ``model_vetting`` (a finished download must load and
answer in a child process) and ``model_pick`` (the best fit to offer) sit above the engines: they
start one. See docs/ARCHITECTURE.md §2 and §10.
"""
