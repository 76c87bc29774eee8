"""Spoken answers, Qt-free (docs/ARCHITECTURE.md §11): text preparation for speech, a sentence
splitter for streaming text, the spoken draft -> upgrade swap, the text-to-speech engines and the
echo guard the hands-free mode uses. The UI plays the audio; nothing here touches Qt.
"""
