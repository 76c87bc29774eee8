<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionSet</name>
    <message>
        <location filename="../app/ui/actions.py" line="63"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="64"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="65"/>
        <source>&amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="66"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="67"/>
        <source>&amp;New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="68"/>
        <source>&amp;Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="69"/>
        <source>&amp;Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="70"/>
        <source>&amp;Export conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="71"/>
        <source>&amp;Ask a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="72"/>
        <source>S&amp;top answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="73"/>
        <source>Push to &amp;talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="74"/>
        <source>&amp;Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="75"/>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="76"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerWidget</name>
    <message>
        <location filename="../app/ui/answer_widget.py" line="131"/>
        <source>Draft → answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="167"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="169"/>
        <source>Upgraded · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="169"/>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="171"/>
        <source>Draft kept · cloud %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="173"/>
        <source>Answered on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="175"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="177"/>
        <source>Draft · on this device · upgrading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="178"/>
        <source>Draft · on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="199"/>
        <source>Show answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="199"/>
        <source>Show draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="211"/>
        <source>Sources: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="214"/>
        <source>Diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="215"/>
        <source>Show what the cloud answer changed in the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="216"/>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="217"/>
        <source>What ran where, what was sent, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="218"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="219"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="222"/>
        <source>Ask this question again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="223"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../app/ui/chat_view.py" line="135"/>
        <source>Conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_view.py" line="138"/>
        <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <location filename="../app/ui/conversation_list.py" line="121"/>
        <source>Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="121"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="136"/>
        <location filename="../app/ui/conversation_list.py" line="179"/>
        <source>Delete conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="137"/>
        <source>Delete this conversation and all its messages?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="154"/>
        <source>Export conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="156"/>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="171"/>
        <source>Search all conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="172"/>
        <source>Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="173"/>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="174"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="175"/>
        <source>New conversation (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="176"/>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="177"/>
        <source>Rename conversation (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="178"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="180"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="181"/>
        <source>Export as Markdown or JSON (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location filename="../app/ui/documents_panel.py" line="152"/>
        <location filename="../app/ui/documents_panel.py" line="290"/>
        <source>New collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="152"/>
        <source>Collection name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="164"/>
        <source>Choose or create a collection first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="173"/>
        <source>Indexing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="228"/>
        <source>Add files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="232"/>
        <source>Add folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="242"/>
        <source>%1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="254"/>
        <source>Indexing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="256"/>
        <source>Indexing cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="259"/>
        <source>Indexed %1, unchanged %2, failed %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="287"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="287"/>
        <source>Privacy label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="287"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="287"/>
        <source>Chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="289"/>
        <source>Document collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="291"/>
        <source>Privacy label of the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="292"/>
        <source>Passages from this collection carry this privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="293"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="294"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="295"/>
        <source>Re-index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="296"/>
        <source>Watch for changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="297"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="298"/>
        <source>Cancel indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="299"/>
        <source>Files that could not be indexed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="300"/>
        <source>Files that could not be indexed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputBar</name>
    <message>
        <location filename="../app/ui/input_bar.py" line="143"/>
        <source>Listening…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="153"/>
        <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="155"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="156"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="157"/>
        <source>Send question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="158"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="159"/>
        <source>Stop the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="160"/>
        <source>Talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="161"/>
        <source>Push to talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="162"/>
        <source>Answer mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="165"/>
        <source>auto: Tandem decides · local: device only · cloud · hybrid: draft then upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="168"/>
        <source>Microphone level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="170"/>
        <source>Click to speak, click again to stop (Ctrl+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="173"/>
        <source>No microphone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/ui/main_window.py" line="247"/>
        <source>No speech was recognised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="260"/>
        <source>Voice input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="265"/>
        <source>Transcribing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="319"/>
        <source>Something failed — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="340"/>
        <source>Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="341"/>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="342"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyTable</name>
    <message>
        <location filename="../app/ui/policy_table.py" line="39"/>
        <source>public</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="40"/>
        <source>internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="41"/>
        <source>confidential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="42"/>
        <source>restricted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="45"/>
        <source>this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="46"/>
        <source>private server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="47"/>
        <source>public cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="50"/>
        <source>send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="51"/>
        <source>redact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="52"/>
        <source>keep local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="56"/>
        <source>Privacy policy: level by destination</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionWidget</name>
    <message>
        <location filename="../app/ui/chat_view.py" line="32"/>
        <source>Your question</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="229"/>
        <location filename="../app/ui/settings_dialog.py" line="351"/>
        <source>Local model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="229"/>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="242"/>
        <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="253"/>
        <source>A key is stored in the keyring (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="255"/>
        <source>Keys are stored in the keyring (%1), never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="295"/>
        <source>The key was NOT saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="311"/>
        <source>Enter a base URL first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="314"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="324"/>
        <source>Connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="324"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="330"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="333"/>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="334"/>
        <source>Privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="335"/>
        <source>Routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="336"/>
        <source>Local models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="337"/>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="343"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="344"/>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="345"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="346"/>
        <source>Trust zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="347"/>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="349"/>
        <source>Default mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="349"/>
        <source>Daily budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="352"/>
        <source>Speech model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="353"/>
        <source>Speech language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="355"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="355"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="367"/>
        <source>Paste a key to store it in the OS keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="368"/>
        <source>Bundled SmolLM2-135M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="369"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="370"/>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="371"/>
        <source>Offline: never use the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="372"/>
        <source>Send when I stop speaking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrayIcon</name>
    <message>
        <location filename="../app/ui/tray.py" line="39"/>
        <source>Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/tray.py" line="41"/>
        <source>Hide Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/tray.py" line="41"/>
        <source>Show Tandem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../app/ui/voice.py" line="66"/>
        <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice.py" line="70"/>
        <location filename="../app/ui/voice.py" line="153"/>
        <source>no audio input device was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice.py" line="160"/>
        <source>the microphone cannot record 16 kHz mono</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice.py" line="165"/>
        <source>the microphone could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../app/ui/welcome.py" line="15"/>
        <source>Welcome to Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome.py" line="22"/>
        <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome.py" line="33"/>
        <source>Set up a cloud provider…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/welcome.py" line="36"/>
        <source>Stay on this device</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <location filename="../app/ui/why_panel.py" line="36"/>
        <source>Why this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="39"/>
        <source>Trace of this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="54"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="55"/>
        <source>Privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="56"/>
        <source>Sensitive items (types)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="57"/>
        <source>Privacy action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="60"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="61"/>
        <source>Endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="62"/>
        <source>Reasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="72"/>
        <source>Retrieved passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="76"/>
        <source>%1 (%2 zone): %3 characters, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="80"/>
        <source>redacted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="80"/>
        <source>as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="84"/>
        <location filename="../app/ui/why_panel.py" line="86"/>
        <source>Sent off the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="86"/>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="88"/>
        <source>Fallback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="91"/>
        <source>Answer from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="93"/>
        <source>first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="94"/>
        <source>draft done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="95"/>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="98"/>
        <source>Timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="101"/>
        <source>Tokens and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="106"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="118"/>
        <source>Why this privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="123"/>
        <source>Exact text sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="129"/>
        <source>Cloud attempts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
