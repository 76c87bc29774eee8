"""Voice in the window: push-to-talk, hands-free conversation, spoken answers, the Voice page."""
