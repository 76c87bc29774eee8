"""One answer in the chat: its state folded from events, the card that shows it (draft, upgrade,
versions, Continue), its code blocks and citations, and the Why dialog."""
