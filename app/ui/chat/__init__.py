"""The conversation: the sidebar of chats, the stacked questions and answers, the question box,
a chat's documents and system prompt, and the way the window reaches the core's pipeline."""
