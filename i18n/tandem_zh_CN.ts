<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name />
    <message>
      <location filename="../app/ui/monitor_panel.py" line="338" />
      <source>The cloud fell back in %1 of recent requests (threshold %2).</source>
      <translation>最近的请求中有 %1 回退到本机（阈值 %2）。</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="344" />
      <source>Recent cloud answers take %1 ms at p95 (budget %2 ms).</source>
      <translation>最近云端回答的 p95 耗时为 %1 毫秒（预算 %2 毫秒）。</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="349" />
      <source>%1 of today's cloud budget is spent.</source>
      <translation>今日云端预算已用 %1。</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="351" />
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>今日云端预算已用完：明天之前由本机独自回答。</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="354" />
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>本地模型出错：在隐私允许时由云端回答。</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="355" />
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>本地模型出错：请再问一次，下一个问题会重新启动它。</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <location filename="../app/ui/actions.py" line="66" />
      <source>&amp;File</source>
      <translation>文件(&amp;F)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="67" />
      <source>&amp;Edit</source>
      <translation>编辑(&amp;E)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="68" />
      <source>&amp;Answer</source>
      <translation>回答(&amp;A)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="69" />
      <source>&amp;View</source>
      <translation>视图(&amp;V)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="70" />
      <source>&amp;New conversation</source>
      <translation>新建对话(&amp;N)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="71" />
      <source>&amp;Search conversations</source>
      <translation>搜索对话(&amp;S)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="72" />
      <source>&amp;Rename conversation</source>
      <translation>重命名对话(&amp;R)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="73" />
      <source>&amp;Export conversation…</source>
      <translation>导出对话(&amp;E)…</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="74" />
      <source>&amp;Ask a question</source>
      <translation>提问(&amp;A)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="75" />
      <source>S&amp;top answer</source>
      <translation>停止回答(&amp;T)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="76" />
      <source>Push to &amp;talk</source>
      <translation>按键说话(&amp;T)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="77" />
      <source>&amp;Documents</source>
      <translation>文档(&amp;D)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="78" />
      <source>Se&amp;ttings…</source>
      <translation>设置(&amp;T)…</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="79" />
      <source>&amp;Quit</source>
      <translation>退出(&amp;Q)</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <location filename="../app/ui/answer_body.py" line="68" />
      <source>Copy code</source>
      <translation>复制代码</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <location filename="../app/ui/answer_widget.py" line="307" />
      <source>Draft → answer</source>
      <translation>草稿 → 回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="409" />
      <source>Upgraded · %1</source>
      <translation>已升级 · %1</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="409" />
      <source>cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="292" />
      <source>Copied</source>
      <extracomment>Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>已复制</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="295" />
      <source>Code copied</source>
      <translation>代码已复制</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="407" />
      <source>Failed</source>
      <translation>失败</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="411" />
      <source>Answered on this device · cloud unavailable</source>
      <translation>由本机回答 · 云端不可用</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="415" />
      <source>Kept on this device: %1</source>
      <translation>已留在本机：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="416" />
      <source>Kept on this device</source>
      <translation>已留在本机</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="418" />
      <source>Answered on this device</source>
      <translation>由本机回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="420" />
      <source>Stopped</source>
      <translation>已停止</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="422" />
      <source>Draft · on this device · upgrading…</source>
      <translation>草稿 · 本机 · 正在升级…</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="425" />
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>草稿 · 本机 · 云端作答中… %1 秒</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="428" />
      <source>Draft · on this device</source>
      <translation>草稿 · 本机</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="461" />
      <source>%1 — your device's answer stands.</source>
      <translation>%1 —— 保留本机的回答。</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="465" />
      <source>The answer stopped at the length limit.</source>
      <translation>回答在长度上限处停止。</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="467" />
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>草稿被截断：云端回答已到，本机随即停止。</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="468" />
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>本机模型无法起草；这是云端的回答。请运行 tandem doctor 检查。</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="470" />
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>问题、文档和模型与之前相同：直接显示缓存结果，未运行模型。</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="482" />
      <source>%1 tokens</source>
      <translation>%1 个词元</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="489" />
      <source>%1 tokens/s</source>
      <translation>%1 词元/秒</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="491" />
      <source>%1 s</source>
      <translation>%1 秒</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="528" />
      <source>Retry</source>
      <translation>重试</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="530" />
      <source>Ask again</source>
      <translation>重新提问</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="532" />
      <source>Continue</source>
      <translation>继续</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="535" />
      <source>Answer afresh, not from the cache</source>
      <translation>重新回答，不使用缓存</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="538" />
      <source>From cache</source>
      <translation>来自缓存</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="542" />
      <source>Show answer</source>
      <translation>显示回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="542" />
      <source>Show draft</source>
      <translation>显示草稿</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="567" />
      <source>Sources: </source>
      <translation>来源：</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="582" />
      <source>Diff</source>
      <translation>差异</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="583" />
      <source>Show what the cloud answer changed in the draft</source>
      <translation>显示云端回答对草稿的改动</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="588" />
      <source>Why?</source>
      <translation>为什么？</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="589" />
      <source>What ran where, what was sent, and why</source>
      <translation>在哪里运行、发送了什么、为什么</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="591" />
      <source>Copy</source>
      <translation>复制</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="591" />
      <source>Copy the answer</source>
      <translation>复制回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="595" />
      <source>Regenerate</source>
      <translation>重新生成</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="596" />
      <source>Ask this question again</source>
      <translation>再问一次</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="600" />
      <source>Previous version</source>
      <translation>上一个版本</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="601" />
      <source>Next version</source>
      <translation>下一个版本</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="602" />
      <source>Answer</source>
      <translation>回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="611" />
      <source>Stop speaking</source>
      <translation>停止朗读</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="611" />
      <source>Speak</source>
      <translation>朗读</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="612" />
      <source>Stop reading this answer aloud</source>
      <translation>停止朗读这条回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="614" />
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>朗读这条回答 (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <location filename="../app/ui/chat_documents.py" line="50" />
      <source>All collections</source>
      <translation>全部文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_documents.py" line="54" />
      <source>No documents</source>
      <translation>不使用文档</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_documents.py" line="78" />
      <source>Documents: all</source>
      <translation>文档：全部</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_documents.py" line="80" />
      <source>Documents: none</source>
      <translation>文档：不使用</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_documents.py" line="82" />
      <source>Documents: %1</source>
      <translation>文档：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_documents.py" line="84" />
      <source>Documents: %1 collections</source>
      <translation>文档：%1 个文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_documents.py" line="86" />
      <source>Which document collections this chat searches</source>
      <translation>这个对话检索哪些文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_documents.py" line="87" />
      <source>Documents for this chat</source>
      <translation>这个对话的文档</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <location filename="../app/ui/chat_view.py" line="230" />
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>对话</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_view.py" line="233" />
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>本机的小模型立即作答，云端模型可以升级回答。除非隐私设置允许，任何内容都不会离开本机。</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <location filename="../app/ui/conversation_list.py" line="222" />
      <source>Rename conversation</source>
      <translation>重命名对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="222" />
      <source>Title:</source>
      <translation>标题：</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="314" />
      <source>Delete conversation</source>
      <translation>删除对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="141" />
      <source>Pinned</source>
      <translation>已置顶</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="142" />
      <source>Today</source>
      <translation>今天</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="143" />
      <source>Yesterday</source>
      <translation>昨天</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="144" />
      <source>Previous 7 days</source>
      <translation>过去 7 天</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="145" />
      <source>Previous 30 days</source>
      <translation>过去 30 天</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="146" />
      <source>Older</source>
      <translation>更早</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="200" />
      <source>Unpin</source>
      <translation>取消置顶</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="200" />
      <source>Pin</source>
      <translation>置顶</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="252" />
      <source>Deleted “%1”</source>
      <translation>已删除“%1”</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="289" />
      <source>Export conversation</source>
      <translation>导出对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="291" />
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="306" />
      <source>Search all conversations</source>
      <translation>搜索全部对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="307" />
      <source>Search conversations</source>
      <translation>搜索对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="308" />
      <source>Conversations</source>
      <translation>对话列表</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="309" />
      <source>New</source>
      <translation>新建</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="310" />
      <source>New conversation (Ctrl+N)</source>
      <translation>新建对话 (Ctrl+N)</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="311" />
      <source>Rename</source>
      <translation>重命名</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="312" />
      <source>Rename conversation (F2)</source>
      <translation>重命名对话 (F2)</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="313" />
      <source>Delete</source>
      <translation>删除</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="315" />
      <source>Export</source>
      <translation>导出</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="316" />
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>导出为 Markdown 或 JSON (Ctrl+E)</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="317" />
      <source>Keep this conversation at the top</source>
      <translation>将这个对话置顶</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="318" />
      <source>Undo</source>
      <translation>撤销</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="319" />
      <source>Undo the deletion</source>
      <translation>撤销删除</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <location filename="../app/ui/documents_panel.py" line="333" />
      <source>New collection</source>
      <translation>新建文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="203" />
      <source>Choose or create a collection first.</source>
      <translation>请先选择或新建一个文档集。</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="209" />
      <source>Indexing…</source>
      <translation>正在索引…</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="271" />
      <source>Add files</source>
      <translation>添加文件</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="275" />
      <source>Add folder</source>
      <translation>添加文件夹</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="285" />
      <source>%1 of %2: %3</source>
      <translation>%1 / %2：%3</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="297" />
      <source>Indexing failed: %1</source>
      <translation>索引失败：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="299" />
      <source>Indexing cancelled.</source>
      <translation>索引已取消。</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="302" />
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>已索引 %1，未变 %2，失败 %3。</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="330" />
      <source>Collection</source>
      <translation>文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="330" />
      <source>Privacy label</source>
      <translation>隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="330" />
      <source>Files</source>
      <translation>文件</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="330" />
      <source>Chunks</source>
      <translation>片段</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="332" />
      <source>Document collections</source>
      <translation>文档集列表</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="334" />
      <source>Privacy label of the collection</source>
      <translation>文档集的隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="335" />
      <source>Passages from this collection carry this privacy level</source>
      <translation>来自此文档集的段落带有该隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="336" />
      <source>Add files…</source>
      <translation>添加文件…</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="337" />
      <source>Add folder…</source>
      <translation>添加文件夹…</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="338" />
      <source>Re-index</source>
      <translation>重新索引</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="339" />
      <source>Watch for changes</source>
      <translation>监视变更</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="340" />
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="341" />
      <source>Cancel indexing</source>
      <translation>取消索引</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="342" />
      <source>Files that could not be indexed:</source>
      <translation>无法索引的文件：</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="343" />
      <source>Files that could not be indexed</source>
      <translation>无法索引的文件</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="344" />
      <source>Retry failed files</source>
      <translation>重试失败的文件</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <location filename="../app/ui/examples.py" line="38" />
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>用两句话解释什么是预写日志。</translation>
    </message>
    <message>
      <location filename="../app/ui/examples.py" line="39" />
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>写一个判断字符串是否为回文的 Python 函数。</translation>
    </message>
    <message>
      <location filename="../app/ui/examples.py" line="40" />
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>我的电话是 13812345678 —— 帮我写一条请对方回电的短消息。</translation>
    </message>
    <message>
      <location filename="../app/ui/examples.py" line="41" />
      <source>What does my documents folder say about annual leave?</source>
      <translation>我的文档里关于年假是怎么规定的？</translation>
    </message>
    <message>
      <location filename="../app/ui/examples.py" line="47" />
      <source>Example question: %1</source>
      <translation>示例问题：%1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <location filename="../app/ui/collection_parts.py" line="93" />
      <source>indexed · %1 passages</source>
      <translation>已索引 · %1 个段落</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="95" />
      <source>failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="95" />
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="98" />
      <source>waiting to be indexed</source>
      <translation>等待索引</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="107" />
      <source>File</source>
      <translation>文件</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="107" />
      <source>State</source>
      <translation>状态</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="108" />
      <source>Files of the collection</source>
      <translation>文档集中的文件</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <location filename="../app/ui/help_menu.py" line="39" />
      <source>Send the question</source>
      <translation>发送问题</translation>
    </message>
    <message>
      <location filename="../app/ui/help_menu.py" line="40" />
      <source>New line in the question</source>
      <translation>在问题中换行</translation>
    </message>
    <message>
      <location filename="../app/ui/help_menu.py" line="46" />
      <source>Keyboard shortcuts</source>
      <translation>键盘快捷键</translation>
    </message>
    <message>
      <location filename="../app/ui/help_menu.py" line="67" />
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;桌面助手：本机的小模型立即作答，云端模型可以升级回答，隐私网关决定哪些内容可以离开本机。&lt;/p&gt;&lt;p&gt;你的历史记录、文档和密钥都留在这台电脑上。&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/help_menu.py" line="73" />
      <source>About Tandem</source>
      <translation>关于 Tandem</translation>
    </message>
    <message>
      <location filename="../app/ui/help_menu.py" line="76" />
      <source>&amp;Help</source>
      <translation>帮助(&amp;H)</translation>
    </message>
    <message>
      <location filename="../app/ui/help_menu.py" line="77" />
      <source>&amp;Keyboard shortcuts</source>
      <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
      <location filename="../app/ui/help_menu.py" line="78" />
      <source>&amp;About Tandem</source>
      <translation>关于 Tandem(&amp;A)</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <location filename="../app/ui/input_bar.py" line="150" />
      <source>Listening…</source>
      <translation>正在聆听…</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="160" />
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>随便问 — Enter 发送，Shift+Enter 换行</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="162" />
      <source>Question</source>
      <translation>问题</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="163" />
      <source>Send</source>
      <translation>发送</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="164" />
      <source>Send question</source>
      <translation>发送问题</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="165" />
      <source>Stop</source>
      <translation>停止</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="166" />
      <source>Stop the answer</source>
      <translation>停止回答</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="167" />
      <source>Talk</source>
      <translation>说话</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="168" />
      <source>Push to talk</source>
      <translation>按键说话</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="169" />
      <source>Answer mode</source>
      <translation>回答模式</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="172" />
      <source>auto: Tandem decides · local: device only · cloud · hybrid: draft then upgrade</source>
      <translation>auto：由 Tandem 决定 · local：仅本机 · cloud：云端 · hybrid：先草稿后升级</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="175" />
      <source>Microphone level</source>
      <translation>麦克风音量</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="177" />
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>点击开始说话，再点一次结束 (Ctrl+T)</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="180" />
      <source>No microphone: %1</source>
      <translation>没有麦克风：%1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../app/ui/main_window.py" line="105" />
      <source>Continue</source>
      <translation>继续</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="351" />
      <source>No speech was recognised.</source>
      <translation>没有识别到语音。</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="364" />
      <source>Voice input: %1</source>
      <translation>语音输入：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="369" />
      <source>Transcribing %1…</source>
      <translation>正在转写 %1…</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="428" />
      <source>Something failed — %1</source>
      <translation>出错了 — %1</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="449" />
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="450" />
      <source>Documents</source>
      <translation>文档</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="451" />
      <source>Ready</source>
      <translation>就绪</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="151" />
      <source>Downloading…</source>
      <translation>正在下载…</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="153" />
      <source>In use</source>
      <translation>使用中</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="155" />
      <source>Installed</source>
      <translation>已安装</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="157" />
      <source>Partly downloaded</source>
      <translation>已部分下载</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="159" />
      <source>Too big for this machine</source>
      <translation>超出本机能力</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="160" />
      <source>Not downloaded</source>
      <translation>未下载</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="190" />
      <source>%1 tokens/s measured here</source>
      <translation>本机实测 %1 词元/秒</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="192" />
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>尚未测速（模型回答过一次后即可得到）</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="194" />
      <source>Fits this machine</source>
      <translation>适合本机</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="196" />
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>需要 %1 GB 内存（本机：%2 GB）；磁盘剩余 %3 GB</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="202" />
      <source>sha256 pinned in the catalog</source>
      <translation>目录中已固定 sha256</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="204" />
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>首次下载时记录 sha256（首次使用即信任）</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="208" />
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B 参数，%2，上下文 %3 词元，语言：%4，许可：%5</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="219" />
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>已下载 %1 MB：点击“下载”将从此处继续。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="259" />
      <source>Starting…</source>
      <translation>正在开始…</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="262" />
      <source>Downloading %1…</source>
      <translation>正在下载 %1…</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="272" />
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/秒</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="296" />
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>已取消：保留 %1 MB；点击“下载”继续。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="303" />
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 已下载并校验；点击“使用此模型”即可切换。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="313" />
      <source>Download failed: %1</source>
      <translation>下载失败：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="330" />
      <source>%1 is the local model from the next question on.</source>
      <translation>从下一个问题起，本地模型为 %1。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="345" />
      <source>Remove model</source>
      <translation>删除模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="346" />
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>从本机删除 %1（%2 GB）？</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="360" />
      <source>%1 removed.</source>
      <translation>%1 已删除。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="367" />
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="367" />
      <source>Size</source>
      <translation>大小</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="367" />
      <source>Languages</source>
      <translation>语言</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="367" />
      <source>Status</source>
      <translation>状态</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="369" />
      <source>Download</source>
      <translation>下载</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="370" />
      <source>Cancel download</source>
      <translation>取消下载</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="371" />
      <source>Use this model</source>
      <translation>使用此模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_models_page.py" line="372" />
      <source>Remove</source>
      <translation>删除</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <location filename="../app/ui/monitor_dock.py" line="78" />
      <source>An answer is running…</source>
      <translation>正在回答…</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_dock.py" line="86" />
      <source>Tandem monitor</source>
      <translation>Tandem 监控</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_dock.py" line="91" />
      <source>Monitor</source>
      <translation>监控</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_dock.py" line="92" />
      <source>&amp;Monitor</source>
      <translation>监控(&amp;M)</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="144" />
      <source>Updating…</source>
      <translation>正在更新…</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="156" />
      <source>Could not read the traces: %1</source>
      <translation>无法读取请求记录：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="184" />
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>更新于 %1 · 查询 %2 毫秒 · 绘制 %3 毫秒</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="196" />
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="199" />
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>本机：尚无本地回答的采样 · 每核负载 %1（p95）· 本地模型错误 %2</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="207" />
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>本机：解码 %1 词元/秒 · 模型加载 %2 · 内存最高 %3 MB · 每核负载 %4（p95）· 本地模型错误 %5</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="220" />
      <source>healthy</source>
      <translation>正常</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="221" />
      <source>failing</source>
      <translation>频繁失败</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="222" />
      <source>unreachable</source>
      <translation>无法连接</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="223" />
      <source>misconfigured</source>
      <translation>配置有误</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="224" />
      <source>no data yet</source>
      <translation>暂无数据</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="227" />
      <source>no cloud endpoint</source>
      <translation>未配置云端</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="246" />
      <source>%1 to now, one bar per %2</source>
      <translation>%1 至今，每柱 %2</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="252" />
      <source>Answers by final source</source>
      <translation>按最终来源统计的回答</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="256" />
      <source>device</source>
      <translation>本机</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="257" />
      <source>cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="258" />
      <source>failed / stopped</source>
      <translation>失败 / 已停止</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="263" />
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>云端回答：完成时间 p95（毫秒）</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="264" />
      <source>one bar per</source>
      <translation>每柱</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="264" />
      <source>one point per</source>
      <translation>每点</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="266" />
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="266" />
      <source>latency budget</source>
      <translation>延迟预算</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="271" />
      <source>Fallbacks by reason</source>
      <translation>按原因统计的回退</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="271" />
      <source>fallbacks</source>
      <translation>回退</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="277" />
      <source>day</source>
      <translation>天</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="279" />
      <location filename="../app/ui/monitor_panel.py" line="285" />
      <source>%1 h</source>
      <translation>%1 小时</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="283" />
      <source>hour</source>
      <translation>小时</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="287" />
      <source>%1 min</source>
      <translation>%1 分钟</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="299" />
      <source>No alerts.</source>
      <translation>没有告警。</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="304" />
      <source>Refresh</source>
      <translation>刷新</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="305" />
      <source>Time window</source>
      <translation>时间范围</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="307" />
      <source>Requests</source>
      <translation>请求</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="308" />
      <source>Cloud calls</source>
      <translation>云端调用</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="309" />
      <location filename="../app/ui/monitor_panel.py" line="321" />
      <source>Fallbacks</source>
      <translation>回退</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="310" />
      <source>Cloud p95</source>
      <translation>云端 p95</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="311" />
      <source>Kept local</source>
      <translation>留在本机</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="316" />
      <source>Cloud spend today, against the daily budget</source>
      <translation>今日云端花费 / 每日预算</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="318" />
      <source>Endpoint</source>
      <translation>端点</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="318" />
      <source>State</source>
      <translation>状态</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="318" />
      <source>Errors</source>
      <translation>错误率</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="318" />
      <source>RTT</source>
      <translation>往返时延</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="319" />
      <source>Last error</source>
      <translation>最近错误</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="321" />
      <source>Answers</source>
      <translation>回答</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="321" />
      <source>Latency</source>
      <translation>延迟</translation>
    </message>
    <message>
      <location filename="../app/ui/monitor_panel.py" line="323" />
      <source>Alerts</source>
      <translation>告警</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <location filename="../app/ui/collection_parts.py" line="44" />
      <source>New collection</source>
      <translation>新建文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="53" />
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>来自此文档集的段落带有它的标签：机密或受限的文档集，其内容不会被原样发送。</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="68" />
      <source>Name</source>
      <translation>名称</translation>
    </message>
    <message>
      <location filename="../app/ui/collection_parts.py" line="69" />
      <source>Privacy label</source>
      <translation>隐私级别</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <location filename="../app/ui/passage_preview.py" line="105" />
      <source> · page %1</source>
      <translation> · 第 %1 页</translation>
    </message>
    <message>
      <location filename="../app/ui/passage_preview.py" line="111" />
      <source>The passage is not in the index any more.</source>
      <translation>该段落已不在索引中。</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <location filename="../app/ui/policy_table.py" line="59" />
      <source>public</source>
      <extracomment>the destinations a user decides about</extracomment>
      <translation>公开</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="60" />
      <source>internal</source>
      <translation>内部</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="61" />
      <source>confidential</source>
      <translation>机密</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="62" />
      <source>restricted</source>
      <translation>受限</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="67" />
      <source>nothing sensitive found</source>
      <translation>未发现敏感内容</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="68" />
      <source>marked for internal use</source>
      <translation>标记为内部使用</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="69" />
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>姓名、电话、邮箱、地址；“机密”标记</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="70" />
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>身份证号、卡号、密码、密钥、健康数据</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="77" />
      <source>your private server</source>
      <translation>你的私有服务器</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="81" />
      <source>send as typed</source>
      <translation>原样发送</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="82" />
      <source>hide personal data, then send</source>
      <translation>隐藏个人信息后发送</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="83" />
      <source>keep on this device</source>
      <translation>留在本机</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="78" />
      <source>public cloud</source>
      <translation>公有云</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="87" />
      <source>Privacy policy: level by destination</source>
      <translation>隐私策略：级别 × 目的地</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <location filename="../app/ui/policy_table.py" line="114" />
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>问题离开本机之前，Tandem 会根据内容给它定一个级别（行）。为每个目的地（列）选择处理方式：&lt;b&gt;原样发送&lt;/b&gt;；&lt;b&gt;隐藏个人信息后发送&lt;/b&gt;（姓名、号码和地址替换为 [PHONE_1] 这样的占位符，回答回到本机后再还原）；或&lt;b&gt;留在本机&lt;/b&gt;（只由本机模型回答）。</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <location filename="../app/ui/chat_view.py" line="68" />
      <source>Your question</source>
      <translation>你的问题</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_view.py" line="69" />
      <source>Edit</source>
      <translation>编辑</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_view.py" line="70" />
      <source>Change this question and send it again</source>
      <translation>修改这个问题并重新发送</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <location filename="../app/ui/routing_page.py" line="83" />
      <location filename="../app/ui/routing_page.py" line="130" />
      <source>Save cloud spend</source>
      <translation>节省云端费用</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="84" />
      <source>Fewer cloud calls</source>
      <translation>少用云端</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="85" />
      <source>Balanced</source>
      <translation>均衡</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="86" />
      <source>Better answers</source>
      <translation>更好的回答</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="87" />
      <location filename="../app/ui/routing_page.py" line="131" />
      <source>Best answers</source>
      <translation>最佳回答</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="107" />
      <source>No cloud endpoint is configured.</source>
      <translation>尚未配置云端端点。</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="116" />
      <source>Capabilities</source>
      <translation>能力</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="121" />
      <location filename="../app/ui/routing_page.py" line="122" />
      <source>Quality / cost</source>
      <translation>质量 / 成本</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="125" />
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>自动模式下，当本机模型不太可能答好某个请求时，会请云端升级回答。越靠近“最佳回答”，交给云端的请求越多；越靠近“节省云端费用”，越少。您保留或撤销的升级会持续微调这一设置。</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="132" />
      <source>The device's model</source>
      <translation>本机模型</translation>
    </message>
    <message>
      <location filename="../app/ui/routing_page.py" line="133" />
      <source>The cloud endpoint</source>
      <translation>云端端点</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="261" />
      <location filename="../app/ui/settings_dialog.py" line="461" />
      <source>Local model file</source>
      <translation>本地模型文件</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="261" />
      <source>GGUF models (*.gguf)</source>
      <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="377" />
      <source>The key was NOT saved: %1</source>
      <translation>密钥未保存：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="397" />
      <source>Enter a base URL first.</source>
      <translation>请先填写服务地址。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="411" />
      <source>Testing…</source>
      <translation>正在测试…</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="423" />
      <source>Connected.</source>
      <translation>连接成功。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="421" />
      <source>Failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="312" />
      <source>The key was not removed: %1</source>
      <translation>密钥未能移除：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="432" />
      <source>Models on this server: %1</source>
      <translation>此服务器上的模型：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="438" />
      <source>Settings</source>
      <translation>设置</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="441" />
      <source>Cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="442" />
      <source>Privacy</source>
      <translation>隐私</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="443" />
      <source>Routing</source>
      <translation>路由</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="444" />
      <source>Local models</source>
      <translation>本地模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="445" />
      <source>Model library</source>
      <translation>模型库</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="446" />
      <source>Interface</source>
      <translation>界面</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="450" />
      <source>Voice</source>
      <translation>语音</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="453" />
      <source>Provider</source>
      <translation>服务商</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="454" />
      <source>Base URL</source>
      <translation>服务地址</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="455" />
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="456" />
      <source>Trust zone</source>
      <translation>信任区域</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="457" />
      <source>API key</source>
      <translation>API 密钥</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="459" />
      <source>Default mode</source>
      <translation>默认模式</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="459" />
      <source>Daily budget</source>
      <translation>每日预算</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="462" />
      <source>Speech model</source>
      <translation>语音模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="463" />
      <source>Speech language</source>
      <translation>语音语言</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="465" />
      <source>Language</source>
      <translation>语言</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="465" />
      <source>Theme</source>
      <translation>主题</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="477" />
      <source>Paste a key to store it in the OS keyring</source>
      <translation>粘贴密钥，将保存到系统密钥环</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="478" />
      <source>Bundled SmolLM2-135M</source>
      <translation>内置 SmolLM2-135M</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="479" />
      <source>Browse…</source>
      <translation>浏览…</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="480" />
      <source>Test connection</source>
      <translation>测试连接</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="481" />
      <source>Show</source>
      <translation>显示</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="482" />
      <source>Show the key you are typing</source>
      <translation>显示正在输入的密钥</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="483" />
      <source>Remove</source>
      <translation>删除</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="484" />
      <source>Remove this provider's key from the keyring</source>
      <translation>从钥匙串中移除此服务商的密钥</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="485" />
      <source>Offline: never use the network</source>
      <translation>离线：绝不使用网络</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="486" />
      <source>Connect while I type (sends none of my text)</source>
      <translation>输入时预先连接（不发送我的任何文字）</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="489" />
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>云端的首个回答可省去一次握手；服务商会知道即将有问题到来</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="493" />
      <source>Send when I stop speaking</source>
      <translation>说完自动发送</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <location filename="../app/ui/speech_controller.py" line="180" />
      <source>the audio output failed</source>
      <translation>音频输出失败</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <location filename="../app/ui/speech_player.py" line="42" />
      <source>Qt Multimedia is not installed</source>
      <translation>未安装 Qt Multimedia</translation>
    </message>
    <message>
      <location filename="../app/ui/speech_player.py" line="44" />
      <source>no audio output device was found</source>
      <translation>未找到音频输出设备</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="172" />
      <source>System prompt: on</source>
      <translation>系统提示词：已启用</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="176" />
      <source>This chat's system prompt: %1</source>
      <translation>本对话的系统提示词：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="178" />
      <source>System prompt</source>
      <translation>系统提示词</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="179" />
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>为本对话设定专属指示（角色、语气、语言）</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="180" />
      <source>System prompt for this chat</source>
      <translation>本对话的系统提示词</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="98" />
      <source>System prompt for this chat</source>
      <translation>本对话的系统提示词</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="101" />
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>仅在本对话中两个模型都会遵循的指示：角色、语气、回答的语言或格式。</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="107" />
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>它会和对话的其他内容一样，随每个问题经过隐私关卡：其中的个人信息不会让云端看到，或者使回答留在本机。</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="113" />
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>例如：你是一位耐心的数学老师，请用简短的编号步骤回答。</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="115" />
      <source>System prompt</source>
      <translation>系统提示词</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="116" />
      <source>Clear</source>
      <translation>清除</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="117" />
      <source>Remove this chat's system prompt</source>
      <translation>删除本对话的系统提示词</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="118" />
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="119" />
      <source>Save</source>
      <translation>保存</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_system_prompt.py" line="120" />
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>为本对话保存（Ctrl+Enter）</translation>
    </message>
  </context>
  <context>
    <name>TrayIcon</name>
    <message>
      <location filename="../app/ui/tray.py" line="39" />
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <location filename="../app/ui/tray.py" line="41" />
      <source>Hide Tandem</source>
      <translation>隐藏 Tandem</translation>
    </message>
    <message>
      <location filename="../app/ui/tray.py" line="41" />
      <source>Show Tandem</source>
      <translation>显示 Tandem</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <location filename="../app/ui/voice_chat.py" line="239" />
      <location filename="../app/ui/voice_chat.py" line="293" />
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>语音输入：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_chat.py" line="278" />
      <source>no audio input device was found</source>
      <translation>未找到音频输入设备</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_chat.py" line="289" />
      <source>the microphone could not be opened</source>
      <translation>无法打开麦克风</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <location filename="../app/ui/voice_features.py" line="113" />
      <source>Speech: %1</source>
      <translation>语音：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="200" />
      <source>&amp;Speak the selected answer</source>
      <translation>朗读所选回答(&amp;S)</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="201" />
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>语音对话（免手动）(&amp;V)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <location filename="../app/ui/voice.py" line="65" />
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>未安装 Qt Multimedia（pip install PySide6-Addons）</translation>
    </message>
    <message>
      <location filename="../app/ui/voice.py" line="69" />
      <location filename="../app/ui/voice.py" line="150" />
      <source>no audio input device was found</source>
      <translation>未找到音频输入设备</translation>
    </message>
    <message>
      <location filename="../app/ui/voice.py" line="157" />
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>麦克风无法以 16 kHz 单声道录音</translation>
    </message>
    <message>
      <location filename="../app/ui/voice.py" line="162" />
      <source>the microphone could not be opened</source>
      <translation>无法打开麦克风</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="129" />
      <source>Speak answers aloud as they arrive</source>
      <translation>回答到达时自动朗读</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="131" />
      <source>Default</source>
      <translation>默认</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="132" />
      <location filename="../app/ui/voice_settings_page.py" line="133" />
      <source>Try</source>
      <translation>试听</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="135" />
      <source>English voice</source>
      <translation>英文语音</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="136" />
      <source>Chinese voice</source>
      <translation>中文语音</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="137" />
      <source>Speaking rate</source>
      <translation>语速</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="138" />
      <source>Volume</source>
      <translation>音量</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="139" />
      <source>End of turn after a pause of (s)</source>
      <translation>停顿多久算说完（秒）</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="149" />
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>免手动模式：在回答时开口即可打断它</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="151" />
      <source>Speech engine unavailable: %1</source>
      <translation>语音引擎不可用：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_settings_page.py" line="153" />
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>语音在本机合成，不会发送到任何地方。</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <location filename="../app/ui/voice_features.py" line="68" />
      <source>Listening…</source>
      <translation>正在聆听…</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="69" />
      <source>Thinking…</source>
      <translation>正在思考…</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="70" />
      <source>Speaking…</source>
      <translation>正在朗读…</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="73" />
      <source>Muted</source>
      <translation>已静音</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="80" />
      <source>Voice conversation: %1</source>
      <translation>语音对话：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="86" />
      <source>Unmute</source>
      <translation>取消静音</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="86" />
      <source>Mute</source>
      <translation>静音</translation>
    </message>
    <message>
      <location filename="../app/ui/voice_features.py" line="87" />
      <source>End (Esc)</source>
      <translation>结束 (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <location filename="../app/ui/welcome.py" line="15" />
      <source>Welcome to Tandem</source>
      <translation>欢迎使用 Tandem</translation>
    </message>
    <message>
      <location filename="../app/ui/welcome.py" line="22" />
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;欢迎使用 Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;在本机：&lt;/b&gt;小型语言模型立即作答，语音在本机识别，文档在本机索引。你的历史记录、设置和索引永远不会离开这台电脑。&lt;/p&gt;&lt;p&gt;&lt;b&gt;在云端（如果你愿意）：&lt;/b&gt;更强的模型可以升级每个回答。发送任何内容之前，隐私闸门都会先检查：个人信息会被占位符替换，受限数据（身份证号、银行卡号、密码）绝不外发。每个回答上的“为什么？”按钮会准确显示发送了什么。&lt;/p&gt;&lt;p&gt;API 密钥保存在系统密钥环中，绝不写入文件。&lt;/p&gt;</translation>
    </message>
    <message>
      <location filename="../app/ui/welcome.py" line="33" />
      <source>Set up a cloud provider…</source>
      <translation>设置云端服务商…</translation>
    </message>
    <message>
      <location filename="../app/ui/welcome.py" line="36" />
      <source>Stay on this device</source>
      <translation>只用本机</translation>
    </message>
    <message>
      <location filename="../app/ui/welcome.py" line="44" />
      <source>Things to try once the window is open:</source>
      <translation>打开窗口后可以试试：</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <location filename="../app/ui/why_panel.py" line="56" />
      <source>Why this answer</source>
      <translation>这个回答是怎么来的</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="209" />
      <source>Privacy level</source>
      <translation>隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="219" />
      <source>Plan</source>
      <translation>方案</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="220" />
      <source>Endpoints</source>
      <translation>端点</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="242" />
      <source>Retrieved passages</source>
      <translation>检索到的段落</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="226" />
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1（%2 区域）：%3 个字符，%4</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="230" />
      <source>redacted</source>
      <translation>已脱敏</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="146" />
      <location filename="../app/ui/why_panel.py" line="230" />
      <source>as typed</source>
      <translation>原文</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="155" />
      <source>Sent off the device</source>
      <translation>发出本机的内容</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="153" />
      <source>Answer from</source>
      <translation>回答来自</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="248" />
      <source>first token</source>
      <translation>首个词元</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="249" />
      <source>draft done</source>
      <translation>草稿完成</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="250" />
      <source>final</source>
      <translation>最终</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="253" />
      <source>Timings</source>
      <translation>耗时</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="256" />
      <source>Tokens and cost</source>
      <translation>词元与费用</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="261" />
      <source>Error</source>
      <translation>错误</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="217" />
      <source>Why this privacy level</source>
      <translation>为何是这个隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="59" />
      <source>How this answer was made</source>
      <translation>这个回答是如何产生的</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="65" />
      <source>Technical details</source>
      <translation>技术细节</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="69" />
      <source>Technical details of this answer</source>
      <translation>这个回答的技术细节</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="95" />
      <source>No answer: %1</source>
      <translation>没有回答：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="97" />
      <source>The answer did not finish.</source>
      <translation>回答未完成。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="100" />
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>云端模型（%1）写出了这个回答；本机草稿先行显示。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="101" />
      <source>cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="104" />
      <source>The model on this device wrote this answer: %1.</source>
      <translation>本机模型写出了这个回答：%1。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="107" />
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>本机模型写出了这个回答：隐私网关把问题留在了本机。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="109" />
      <source>The model on this device wrote this answer.</source>
      <translation>本机模型写出了这个回答。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="114" />
      <source>Not checked (the request ended first).</source>
      <translation>未检查（请求提前结束）。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="121" />
      <source>%1: %2.</source>
      <translation>%1：%2。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="126" />
      <source>Found: %1.</source>
      <translation>发现：%1。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="133" />
      <source>Nothing. The question stayed on this device.</source>
      <translation>无。问题留在了本机。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="134" />
      <source>Nothing.</source>
      <translation>无。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="138" />
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 个字符发往 %2（%3）</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="154" />
      <source>Privacy</source>
      <translation>隐私</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="160" />
      <source>Exact text sent</source>
      <translation>实际发送的文本</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="167" />
      <source>Cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="173" />
      <source>Why this route</source>
      <translation>为何这样安排</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="179" />
      <source>Sources</source>
      <translation>来源</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="183" />
      <source>Draft</source>
      <translation>草稿</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="184" />
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>被截断：云端回答已到，本机随即停止。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="188" />
      <source>Length</source>
      <translation>长度</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="188" />
      <source>Stopped at the length limit.</source>
      <translation>在长度上限处停止。</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="192" />
      <source>first words after %1, finished after %2</source>
      <translation>%1 后出现首个字，%2 后完成</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="196" />
      <source>Time</source>
      <translation>用时</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="198" />
      <source>Cost</source>
      <translation>费用</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="210" />
      <source>Entity types</source>
      <translation>实体类型</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="213" />
      <source>(allowed, but nothing was sent)</source>
      <translation>（允许发送，但实际未发送）</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="214" />
      <source>Gate decision</source>
      <translation>网关决定</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="224" />
      <source>Upload</source>
      <translation>上传</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="244" />
      <source>Fallback reason</source>
      <translation>回退原因</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="265" />
      <source>Cloud attempts</source>
      <translation>云端尝试次数</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="269" />
      <source>Request</source>
      <translation>请求</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <location filename="../app/ui/key_age_hint.py" line="22" />
      <source> Saved %1 (%2 days ago).</source>
      <translation> 保存于 %1（%2 天前）。</translation>
    </message>
    <message>
      <location filename="../app/ui/key_age_hint.py" line="28" />
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>它已超过 %1 天：建议轮换（向服务商申请新密钥并粘贴到这里，然后吊销旧密钥）。</translation>
    </message>
  </context>
</TS>
