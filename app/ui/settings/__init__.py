"""The Settings dialog and its pages: cloud, privacy policy, capabilities, local models."""
