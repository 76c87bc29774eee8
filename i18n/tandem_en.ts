<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name></name>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="338"/>
        <source>The cloud fell back in %1 of recent requests (threshold %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="344"/>
        <source>Recent cloud answers take %1 ms at p95 (budget %2 ms).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="349"/>
        <source>%1 of today&apos;s cloud budget is spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="351"/>
        <source>Today&apos;s cloud budget is spent: the device answers alone until tomorrow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="354"/>
        <source>The local model failed: answers go to the cloud when privacy allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="355"/>
        <source>The local model failed: ask again, and the next question starts it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ActionSet</name>
    <message>
        <location filename="../app/ui/actions.py" line="66"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="67"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="68"/>
        <source>&amp;Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="69"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="70"/>
        <source>&amp;New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="71"/>
        <source>&amp;Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="72"/>
        <source>&amp;Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="73"/>
        <source>&amp;Export conversation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="74"/>
        <source>&amp;Ask a question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="75"/>
        <source>S&amp;top answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="76"/>
        <source>Push to &amp;talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="77"/>
        <source>&amp;Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="78"/>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/actions.py" line="79"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerBody</name>
    <message>
        <location filename="../app/ui/answer_body.py" line="68"/>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerWidget</name>
    <message>
        <location filename="../app/ui/answer_widget.py" line="307"/>
        <source>Draft → answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="409"/>
        <source>Upgraded · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="409"/>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="292"/>
        <source>Copied</source>
        <extracomment>Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage&apos;s path and text (set by the chat view; None: as it is). How long the cloud may take before the device&apos;s answer stands (for the words).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="295"/>
        <source>Code copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="407"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="411"/>
        <source>Answered on this device · cloud unavailable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="415"/>
        <source>Kept on this device: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="416"/>
        <source>Kept on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="418"/>
        <source>Answered on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="420"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="422"/>
        <source>Draft · on this device · upgrading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="425"/>
        <source>Draft · on this device · cloud answering… %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="428"/>
        <source>Draft · on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="461"/>
        <source>%1 — your device&apos;s answer stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="465"/>
        <source>The answer stopped at the length limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="467"/>
        <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="468"/>
        <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="470"/>
        <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="482"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="489"/>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="491"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="528"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="530"/>
        <source>Ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="532"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="535"/>
        <source>Answer afresh, not from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="538"/>
        <source>From cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="542"/>
        <source>Show answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="542"/>
        <source>Show draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="567"/>
        <source>Sources: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="582"/>
        <source>Diff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="583"/>
        <source>Show what the cloud answer changed in the draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="588"/>
        <source>Why?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="589"/>
        <source>What ran where, what was sent, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="591"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="591"/>
        <source>Copy the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="595"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="596"/>
        <source>Ask this question again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="600"/>
        <source>Previous version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="601"/>
        <source>Next version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="602"/>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="611"/>
        <source>Stop speaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="611"/>
        <source>Speak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="612"/>
        <source>Stop reading this answer aloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/answer_widget.py" line="614"/>
        <source>Read this answer aloud (Ctrl+Shift+S)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatDocumentsButton</name>
    <message>
        <location filename="../app/ui/chat_documents.py" line="50"/>
        <source>All collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_documents.py" line="54"/>
        <source>No documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_documents.py" line="78"/>
        <source>Documents: all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_documents.py" line="80"/>
        <source>Documents: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_documents.py" line="82"/>
        <source>Documents: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_documents.py" line="84"/>
        <source>Documents: %1 collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_documents.py" line="86"/>
        <source>Which document collections this chat searches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_documents.py" line="87"/>
        <source>Documents for this chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChatView</name>
    <message>
        <location filename="../app/ui/chat_view.py" line="230"/>
        <source>Conversation</source>
        <extracomment>Set by the window: fills in a cited passage&apos;s full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_view.py" line="233"/>
        <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationList</name>
    <message>
        <location filename="../app/ui/conversation_list.py" line="222"/>
        <source>Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="222"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="314"/>
        <source>Delete conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="141"/>
        <source>Pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="142"/>
        <source>Today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="143"/>
        <source>Yesterday</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="144"/>
        <source>Previous 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="145"/>
        <source>Previous 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="146"/>
        <source>Older</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="200"/>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="200"/>
        <source>Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="252"/>
        <source>Deleted “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="289"/>
        <source>Export conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="291"/>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="306"/>
        <source>Search all conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="307"/>
        <source>Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="308"/>
        <source>Conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="309"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="310"/>
        <source>New conversation (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="311"/>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="312"/>
        <source>Rename conversation (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="313"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="315"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="316"/>
        <source>Export as Markdown or JSON (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="317"/>
        <source>Keep this conversation at the top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="318"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/conversation_list.py" line="319"/>
        <source>Undo the deletion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <location filename="../app/ui/documents_panel.py" line="333"/>
        <source>New collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="203"/>
        <source>Choose or create a collection first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="209"/>
        <source>Indexing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="271"/>
        <source>Add files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="275"/>
        <source>Add folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="285"/>
        <source>%1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="297"/>
        <source>Indexing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="299"/>
        <source>Indexing cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="302"/>
        <source>Indexed %1, unchanged %2, failed %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="330"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="330"/>
        <source>Privacy label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="330"/>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="330"/>
        <source>Chunks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="332"/>
        <source>Document collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="334"/>
        <source>Privacy label of the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="335"/>
        <source>Passages from this collection carry this privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="336"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="337"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="338"/>
        <source>Re-index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="339"/>
        <source>Watch for changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="340"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="341"/>
        <source>Cancel indexing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="342"/>
        <source>Files that could not be indexed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="343"/>
        <source>Files that could not be indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/documents_panel.py" line="344"/>
        <source>Retry failed files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExamplePrompts</name>
    <message>
        <location filename="../app/ui/examples.py" line="38"/>
        <source>Explain what a write-ahead log is, in two sentences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/examples.py" line="39"/>
        <source>Write a Python function that checks whether a string is a palindrome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/examples.py" line="40"/>
        <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/examples.py" line="41"/>
        <source>What does my documents folder say about annual leave?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/examples.py" line="47"/>
        <source>Example question: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilesList</name>
    <message>
        <location filename="../app/ui/collection_parts.py" line="93"/>
        <source>indexed · %1 passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="95"/>
        <source>failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="95"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="98"/>
        <source>waiting to be indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="107"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="107"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="108"/>
        <source>Files of the collection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <location filename="../app/ui/help_menu.py" line="39"/>
        <source>Send the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/help_menu.py" line="40"/>
        <source>New line in the question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/help_menu.py" line="46"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/help_menu.py" line="67"/>
        <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/help_menu.py" line="73"/>
        <source>About Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/help_menu.py" line="76"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/help_menu.py" line="77"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/help_menu.py" line="78"/>
        <source>&amp;About Tandem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InputBar</name>
    <message>
        <location filename="../app/ui/input_bar.py" line="150"/>
        <source>Listening…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="160"/>
        <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="162"/>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="163"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="164"/>
        <source>Send question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="165"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="166"/>
        <source>Stop the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="167"/>
        <source>Talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="168"/>
        <source>Push to talk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="169"/>
        <source>Answer mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="172"/>
        <source>auto: Tandem decides · local: device only · cloud · hybrid: draft then upgrade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="175"/>
        <source>Microphone level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="177"/>
        <source>Click to speak, click again to stop (Ctrl+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/input_bar.py" line="180"/>
        <source>No microphone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../app/ui/main_window.py" line="105"/>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="351"/>
        <source>No speech was recognised.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="364"/>
        <source>Voice input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="369"/>
        <source>Transcribing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="428"/>
        <source>Something failed — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="449"/>
        <source>Tandem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="450"/>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/main_window.py" line="451"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelsPage</name>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="151"/>
        <source>Downloading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="153"/>
        <source>In use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="155"/>
        <source>Installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="157"/>
        <source>Partly downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="159"/>
        <source>Too big for this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="160"/>
        <source>Not downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="190"/>
        <source>%1 tokens/s measured here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="192"/>
        <source>speed not measured yet (it is, once the model has answered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="194"/>
        <source>Fits this machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="196"/>
        <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="202"/>
        <source>sha256 pinned in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="204"/>
        <source>sha256 recorded at the first download (trust on first use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="208"/>
        <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="219"/>
        <source>%1 MB already downloaded: Download resumes from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="259"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="262"/>
        <source>Downloading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="272"/>
        <source>%1 / %2 MB · %3 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="296"/>
        <source>Cancelled: %1 MB kept; press Download to resume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="303"/>
        <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="313"/>
        <source>Download failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="330"/>
        <source>%1 is the local model from the next question on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="345"/>
        <source>Remove model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="346"/>
        <source>Delete %1 (%2 GB) from this computer?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="360"/>
        <source>%1 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="367"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="367"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="367"/>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="367"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="369"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="370"/>
        <source>Cancel download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="371"/>
        <source>Use this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_models_page.py" line="372"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MonitorDock</name>
    <message>
        <location filename="../app/ui/monitor_dock.py" line="78"/>
        <source>An answer is running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_dock.py" line="86"/>
        <source>Tandem monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_dock.py" line="91"/>
        <source>Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_dock.py" line="92"/>
        <source>&amp;Monitor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MonitorPanel</name>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="144"/>
        <source>Updating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="156"/>
        <source>Could not read the traces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="184"/>
        <source>Updated %1 · query %2 ms · drawn %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="196"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="199"/>
        <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="207"/>
        <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="220"/>
        <source>healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="221"/>
        <source>failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="222"/>
        <source>unreachable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="223"/>
        <source>misconfigured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="224"/>
        <source>no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="227"/>
        <source>no cloud endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="246"/>
        <source>%1 to now, one bar per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="252"/>
        <source>Answers by final source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="256"/>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="257"/>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="258"/>
        <source>failed / stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="263"/>
        <source>Cloud answers: p95 time to final (ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="264"/>
        <source>one bar per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="264"/>
        <source>one point per</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="266"/>
        <source>p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="266"/>
        <source>latency budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="271"/>
        <source>Fallbacks by reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="271"/>
        <source>fallbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="277"/>
        <source>day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="279"/>
        <location filename="../app/ui/monitor_panel.py" line="285"/>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="283"/>
        <source>hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="287"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="299"/>
        <source>No alerts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="304"/>
        <source>Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="305"/>
        <source>Time window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="307"/>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="308"/>
        <source>Cloud calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="309"/>
        <location filename="../app/ui/monitor_panel.py" line="321"/>
        <source>Fallbacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="310"/>
        <source>Cloud p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="311"/>
        <source>Kept local</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="316"/>
        <source>Cloud spend today, against the daily budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="318"/>
        <source>Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="318"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="318"/>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="318"/>
        <source>RTT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="319"/>
        <source>Last error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="321"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="321"/>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/monitor_panel.py" line="323"/>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewCollectionDialog</name>
    <message>
        <location filename="../app/ui/collection_parts.py" line="44"/>
        <source>New collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="53"/>
        <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="68"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/collection_parts.py" line="69"/>
        <source>Privacy label</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassagePreview</name>
    <message>
        <location filename="../app/ui/passage_preview.py" line="105"/>
        <source> · page %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/passage_preview.py" line="111"/>
        <source>The passage is not in the index any more.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PolicyTable</name>
    <message>
        <location filename="../app/ui/policy_table.py" line="59"/>
        <source>public</source>
        <extracomment>the destinations a user decides about</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="60"/>
        <source>internal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="61"/>
        <source>confidential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="62"/>
        <source>restricted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="67"/>
        <source>nothing sensitive found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="68"/>
        <source>marked for internal use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="69"/>
        <source>names, phone numbers, emails, addresses; &apos;confidential&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="70"/>
        <source>ID and card numbers, passwords, keys, health data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="77"/>
        <source>your private server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="81"/>
        <source>send as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="82"/>
        <source>hide personal data, then send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="83"/>
        <source>keep on this device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="78"/>
        <source>public cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/policy_table.py" line="87"/>
        <source>Privacy policy: level by destination</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PrivacyPage</name>
    <message>
        <location filename="../app/ui/policy_table.py" line="114"/>
        <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionWidget</name>
    <message>
        <location filename="../app/ui/chat_view.py" line="68"/>
        <source>Your question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_view.py" line="69"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_view.py" line="70"/>
        <source>Change this question and send it again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoutingCapabilityPage</name>
    <message>
        <location filename="../app/ui/routing_page.py" line="83"/>
        <location filename="../app/ui/routing_page.py" line="130"/>
        <source>Save cloud spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="84"/>
        <source>Fewer cloud calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="85"/>
        <source>Balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="86"/>
        <source>Better answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="87"/>
        <location filename="../app/ui/routing_page.py" line="131"/>
        <source>Best answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="107"/>
        <source>No cloud endpoint is configured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="116"/>
        <source>Capabilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="121"/>
        <location filename="../app/ui/routing_page.py" line="122"/>
        <source>Quality / cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="125"/>
        <source>In auto mode a request gets a cloud upgrade when the device&apos;s model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="132"/>
        <source>The device&apos;s model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/routing_page.py" line="133"/>
        <source>The cloud endpoint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="261"/>
        <location filename="../app/ui/settings_dialog.py" line="461"/>
        <source>Local model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="261"/>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="377"/>
        <source>The key was NOT saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="397"/>
        <source>Enter a base URL first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="411"/>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="423"/>
        <source>Connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="421"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="312"/>
        <source>The key was not removed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="432"/>
        <source>Models on this server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="438"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="441"/>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="442"/>
        <source>Privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="443"/>
        <source>Routing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="444"/>
        <source>Local models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="445"/>
        <source>Model library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="446"/>
        <source>Interface</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="450"/>
        <source>Voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="453"/>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="454"/>
        <source>Base URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="455"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="456"/>
        <source>Trust zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="457"/>
        <source>API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="459"/>
        <source>Default mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="459"/>
        <source>Daily budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="462"/>
        <source>Speech model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="463"/>
        <source>Speech language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="465"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="465"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="477"/>
        <source>Paste a key to store it in the OS keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="478"/>
        <source>Bundled SmolLM2-135M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="479"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="480"/>
        <source>Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="481"/>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="482"/>
        <source>Show the key you are typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="483"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="484"/>
        <source>Remove this provider&apos;s key from the keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="485"/>
        <source>Offline: never use the network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="486"/>
        <source>Connect while I type (sends none of my text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="489"/>
        <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/settings_dialog.py" line="493"/>
        <source>Send when I stop speaking</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeechController</name>
    <message>
        <location filename="../app/ui/speech_controller.py" line="180"/>
        <source>the audio output failed</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SpeechPlayer</name>
    <message>
        <location filename="../app/ui/speech_player.py" line="42"/>
        <source>Qt Multimedia is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/speech_player.py" line="44"/>
        <source>no audio output device was found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemPromptButton</name>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="172"/>
        <source>System prompt: on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="176"/>
        <source>This chat&apos;s system prompt: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="178"/>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="179"/>
        <source>Give this chat its own instructions (role, tone, language)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="180"/>
        <source>System prompt for this chat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemPromptEditor</name>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="98"/>
        <source>System prompt for this chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="101"/>
        <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="107"/>
        <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="113"/>
        <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="115"/>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="116"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="117"/>
        <source>Remove this chat&apos;s system prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="118"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="119"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/chat_system_prompt.py" line="120"/>
        <source>Keep it for this chat (Ctrl+Enter)</source>
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
    <name>VoiceChat</name>
    <message>
        <location filename="../app/ui/voice_chat.py" line="239"/>
        <location filename="../app/ui/voice_chat.py" line="293"/>
        <source>Voice input: %1</source>
        <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_chat.py" line="278"/>
        <source>no audio input device was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_chat.py" line="289"/>
        <source>the microphone could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceFeatures</name>
    <message>
        <location filename="../app/ui/voice_features.py" line="113"/>
        <source>Speech: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="200"/>
        <source>&amp;Speak the selected answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="201"/>
        <source>&amp;Voice conversation (hands-free)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceInput</name>
    <message>
        <location filename="../app/ui/voice.py" line="65"/>
        <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice.py" line="69"/>
        <location filename="../app/ui/voice.py" line="150"/>
        <source>no audio input device was found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice.py" line="157"/>
        <source>the microphone cannot record 16 kHz mono</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice.py" line="162"/>
        <source>the microphone could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceSettingsPage</name>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="129"/>
        <source>Speak answers aloud as they arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="131"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="132"/>
        <location filename="../app/ui/voice_settings_page.py" line="133"/>
        <source>Try</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="135"/>
        <source>English voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="136"/>
        <source>Chinese voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="137"/>
        <source>Speaking rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="138"/>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="139"/>
        <source>End of turn after a pause of (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="149"/>
        <source>Hands-free: talking over an answer stops it (barge-in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="151"/>
        <source>Speech engine unavailable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_settings_page.py" line="153"/>
        <source>Voices are rendered on this device; nothing is sent anywhere.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoiceStatus</name>
    <message>
        <location filename="../app/ui/voice_features.py" line="68"/>
        <source>Listening…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="69"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="70"/>
        <source>Speaking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="73"/>
        <source>Muted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="80"/>
        <source>Voice conversation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="86"/>
        <source>Unmute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="86"/>
        <source>Mute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/voice_features.py" line="87"/>
        <source>End (Esc)</source>
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
    <message>
        <location filename="../app/ui/welcome.py" line="44"/>
        <source>Things to try once the window is open:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhyDialog</name>
    <message>
        <location filename="../app/ui/why_panel.py" line="56"/>
        <source>Why this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="209"/>
        <source>Privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="219"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="220"/>
        <source>Endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="242"/>
        <source>Retrieved passages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="226"/>
        <source>%1 (%2 zone): %3 characters, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="230"/>
        <source>redacted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="146"/>
        <location filename="../app/ui/why_panel.py" line="230"/>
        <source>as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="155"/>
        <source>Sent off the device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="153"/>
        <source>Answer from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="248"/>
        <source>first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="249"/>
        <source>draft done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="250"/>
        <source>final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="253"/>
        <source>Timings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="256"/>
        <source>Tokens and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="261"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="217"/>
        <source>Why this privacy level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="59"/>
        <source>How this answer was made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="65"/>
        <source>Technical details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="69"/>
        <source>Technical details of this answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="95"/>
        <source>No answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="97"/>
        <source>The answer did not finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="100"/>
        <source>The cloud model (%1) wrote this answer; the device&apos;s draft came first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="101"/>
        <source>cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="104"/>
        <source>The model on this device wrote this answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="107"/>
        <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="109"/>
        <source>The model on this device wrote this answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="114"/>
        <source>Not checked (the request ended first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="121"/>
        <source>%1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="126"/>
        <source>Found: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="133"/>
        <source>Nothing. The question stayed on this device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="134"/>
        <source>Nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="138"/>
        <source>%1 characters to %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="154"/>
        <source>Privacy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="160"/>
        <source>Exact text sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="167"/>
        <source>Cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="173"/>
        <source>Why this route</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="179"/>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="183"/>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="184"/>
        <source>Cut short: the cloud answer arrived, so the device stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="188"/>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="188"/>
        <source>Stopped at the length limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="192"/>
        <source>first words after %1, finished after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="196"/>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="198"/>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="210"/>
        <source>Entity types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="213"/>
        <source>(allowed, but nothing was sent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="214"/>
        <source>Gate decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="224"/>
        <source>Upload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="244"/>
        <source>Fallback reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="265"/>
        <source>Cloud attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/why_panel.py" line="269"/>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>widget</name>
    <message>
        <location filename="../app/ui/key_age_hint.py" line="22"/>
        <source> Saved %1 (%2 days ago).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/ui/key_age_hint.py" line="28"/>
        <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
