"""One module per `tandem` subcommand; each has ``register(subparsers)``."""
