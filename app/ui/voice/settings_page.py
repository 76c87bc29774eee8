"""The settings dialog's Voice page: auto-speak, a voice per language, rate, volume, and the
hands-free turn-taking options (end-of-turn pause, barge-in). "Try" speaks a sample sentence.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QWidget,
)

from app.core.config import Settings, VoiceSettings
from app.core.ranges import range_of
from app.core.voice.engines import default_engine
from app.core.voice.tts import TTSError

SAMPLES = {"en": "Hello! This is how answers will sound.", "zh": "你好！回答听起来会是这样。"}


class VoiceSettingsPage(QWidget):
    def __init__(self, settings: VoiceSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("voiceSettingsPage")
        self.auto_speak = QCheckBox(self)
        self.auto_speak.setObjectName("autoSpeakCheck")
        self.auto_speak.setChecked(settings.auto_speak)
        self.engine_note = QLabel(self)
        self.engine_note.setWordWrap(True)
        voices, problem = self._voices(settings.engine)
        self.voice_en = self._voice_combo(voices, "en", settings.voice_en)
        self.voice_zh = self._voice_combo(voices, "zh", settings.voice_zh)
        self.try_en = QPushButton(self)
        self.try_en.clicked.connect(lambda: self.try_voice("en"))
        self.try_zh = QPushButton(self)
        self.try_zh.clicked.connect(lambda: self.try_voice("zh"))
        self.rate = QSlider(self)
        self.rate.setOrientation(Qt.Orientation.Horizontal)
        rate_lo, rate_hi = range_of(VoiceSettings, "rate")  # declared once, in config
        self.rate.setRange(round(rate_lo * 100), round(rate_hi * 100))
        self.rate.setValue(round(settings.rate * 100))
        self.volume = QSlider(self)
        self.volume.setOrientation(Qt.Orientation.Horizontal)
        vol_lo, vol_hi = range_of(VoiceSettings, "volume")
        self.volume.setRange(round(vol_lo * 100), round(vol_hi * 100))
        self.volume.setValue(round(settings.volume * 100))
        self.end_of_turn = QDoubleSpinBox(self)
        self.end_of_turn.setRange(*range_of(VoiceSettings, "end_of_turn_s"))
        self.end_of_turn.setSingleStep(0.1)
        self.end_of_turn.setDecimals(1)
        self.end_of_turn.setValue(settings.end_of_turn_s)
        self.barge_in = QCheckBox(self)
        self.barge_in.setChecked(settings.barge_in)
        self._problem = problem
        self._player: Any = None

        self.form = QFormLayout(self)
        self.form.addRow(self.auto_speak)
        self._labels: list[QLabel] = []
        for field in (
            self._with(self.voice_en, self.try_en),
            self._with(self.voice_zh, self.try_zh),
            self.rate,
            self.volume,
            self.end_of_turn,
        ):
            label = QLabel(self)
            self._labels.append(label)
            self.form.addRow(label, field)
            if isinstance(field, QWidget):
                label.setBuddy(field)
        self.form.addRow(self.barge_in)
        self.form.addRow(self.engine_note)
        self.retranslate()

    # ------------------------------------------------------------ helpers

    def _with(self, combo: QComboBox, button: QPushButton) -> QHBoxLayout:
        row = QHBoxLayout()
        row.addWidget(combo, 1)
        row.addWidget(button)
        return row

    @staticmethod
    def _voices(engine: str) -> tuple[list[Any], str | None]:
        try:
            return default_engine(engine).voices(), None
        except TTSError as exc:
            return [], str(exc)

    def _voice_combo(self, voices: list[Any], language: str, current: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName("voiceCombo")  # the voices' own names (the engine's), not translated
        combo.addItem("", "")  # the engine's default for the language (text set in retranslate)
        for voice in voices:
            if voice.language == language:
                combo.addItem(f"{voice.name} ({voice.id})", voice.id)
        if current and combo.findData(current) < 0:
            combo.addItem(current, current)  # keep a hand-set voice visible
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def apply_to(self, settings: Settings) -> None:
        """Write the page's values into ``settings.voice``."""
        v = settings.voice
        v.auto_speak = self.auto_speak.isChecked()
        v.voice_en = str(self.voice_en.currentData() or "")
        v.voice_zh = str(self.voice_zh.currentData() or "")
        v.rate = self.rate.value() / 100
        v.volume = self.volume.value() / 100
        v.end_of_turn_s = round(float(self.end_of_turn.value()), 1)
        v.barge_in = self.barge_in.isChecked()

    def try_voice(self, language: str) -> None:
        """Speak a sample with the chosen voice, rate and volume."""
        from app.ui.voice.speech_controller import SpeechController

        values = Settings()
        self.apply_to(values)
        self.close_player()
        self._player = SpeechController(lambda: values.voice, parent=self)
        self._player.speak_text("sample", SAMPLES[language])

    def retranslate(self) -> None:
        self.auto_speak.setText(self.tr("Speak answers aloud as they arrive"))
        for combo in (self.voice_en, self.voice_zh):
            combo.setItemText(0, self.tr("Default"))
        joe = self.voice_en.findData("joe")  # the neural voice (app/core/voice/neural.py)
        if joe >= 0:
            self.voice_en.setItemText(
                joe, self.tr("Joe, neural (63 MB; clearest, about 1 s to load)")
            )
        self.try_en.setText(self.tr("Try"))
        self.try_zh.setText(self.tr("Try"))
        texts = (
            self.tr("English voice"),
            self.tr("Chinese voice"),
            self.tr("Speaking rate"),
            self.tr("Volume"),
            self.tr("End of turn after a pause of (s)"),
        )
        for label, text in zip(self._labels, texts, strict=True):
            label.setText(text)
        for field, text in zip(
            (self.voice_en, self.voice_zh, self.rate, self.volume, self.end_of_turn),
            texts,
            strict=True,
        ):
            field.setAccessibleName(text)
        self.barge_in.setText(self.tr("Hands-free: talking over an answer stops it (barge-in)"))
        self.engine_note.setText(
            self.tr("Speech engine unavailable: %1").replace("%1", self._problem)
            if self._problem
            else self.tr("Voices are rendered on this device; nothing is sent anywhere.")
            + " "
            + self.tr(
                "English: the neural voice Joe by default, espeak-ng if it is missing; "
                "Chinese: espeak-ng (robotic, instant)."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def close_player(self) -> None:
        if self._player is not None:
            self._player.close()
