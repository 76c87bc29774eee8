<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name>ActionSet</name>
    <message>
      <location filename="../app/ui/actions.py" line="63" />
      <source>&amp;File</source>
      <translation>文件(&amp;F)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="64" />
      <source>&amp;Edit</source>
      <translation>编辑(&amp;E)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="65" />
      <source>&amp;Answer</source>
      <translation>回答(&amp;A)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="66" />
      <source>&amp;View</source>
      <translation>视图(&amp;V)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="67" />
      <source>&amp;New conversation</source>
      <translation>新建对话(&amp;N)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="68" />
      <source>&amp;Search conversations</source>
      <translation>搜索对话(&amp;S)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="69" />
      <source>&amp;Rename conversation</source>
      <translation>重命名对话(&amp;R)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="70" />
      <source>&amp;Export conversation…</source>
      <translation>导出对话(&amp;E)…</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="71" />
      <source>&amp;Ask a question</source>
      <translation>提问(&amp;A)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="72" />
      <source>S&amp;top answer</source>
      <translation>停止回答(&amp;T)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="73" />
      <source>Push to &amp;talk</source>
      <translation>按键说话(&amp;T)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="74" />
      <source>&amp;Documents</source>
      <translation>文档(&amp;D)</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="75" />
      <source>Se&amp;ttings…</source>
      <translation>设置(&amp;T)…</translation>
    </message>
    <message>
      <location filename="../app/ui/actions.py" line="76" />
      <source>&amp;Quit</source>
      <translation>退出(&amp;Q)</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <location filename="../app/ui/answer_widget.py" line="131" />
      <source>Draft → answer</source>
      <translation>草稿 → 回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="167" />
      <source>Failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="169" />
      <source>Upgraded · %1</source>
      <translation>已升级 · %1</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="169" />
      <source>cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="171" />
      <source>Draft kept · cloud %1</source>
      <translation>保留草稿 · 云端 %1</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="173" />
      <source>Answered on this device</source>
      <translation>由本机回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="175" />
      <source>Stopped</source>
      <translation>已停止</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="177" />
      <source>Draft · on this device · upgrading…</source>
      <translation>草稿 · 本机 · 正在升级…</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="178" />
      <source>Draft · on this device</source>
      <translation>草稿 · 本机</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="199" />
      <source>Show answer</source>
      <translation>显示回答</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="199" />
      <source>Show draft</source>
      <translation>显示草稿</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="211" />
      <source>Sources: </source>
      <translation>来源：</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="214" />
      <source>Diff</source>
      <translation>差异</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="215" />
      <source>Show what the cloud answer changed in the draft</source>
      <translation>显示云端回答对草稿的改动</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="216" />
      <source>Why?</source>
      <translation>为什么？</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="217" />
      <source>What ran where, what was sent, and why</source>
      <translation>在哪里运行、发送了什么、为什么</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="218" />
      <source>Copy</source>
      <translation>复制</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="219" />
      <source>Regenerate</source>
      <translation>重新生成</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="222" />
      <source>Ask this question again</source>
      <translation>再问一次</translation>
    </message>
    <message>
      <location filename="../app/ui/answer_widget.py" line="223" />
      <source>Answer</source>
      <translation>回答</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <location filename="../app/ui/chat_view.py" line="135" />
      <source>Conversation</source>
      <translation>对话</translation>
    </message>
    <message>
      <location filename="../app/ui/chat_view.py" line="138" />
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>本机的小模型立即作答，云端模型可以升级回答。除非隐私设置允许，任何内容都不会离开本机。</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <location filename="../app/ui/conversation_list.py" line="121" />
      <source>Rename conversation</source>
      <translation>重命名对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="121" />
      <source>Title:</source>
      <translation>标题：</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="136" />
      <location filename="../app/ui/conversation_list.py" line="179" />
      <source>Delete conversation</source>
      <translation>删除对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="137" />
      <source>Delete this conversation and all its messages?</source>
      <translation>删除此对话及其全部消息？</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="154" />
      <source>Export conversation</source>
      <translation>导出对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="156" />
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="171" />
      <source>Search all conversations</source>
      <translation>搜索全部对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="172" />
      <source>Search conversations</source>
      <translation>搜索对话</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="173" />
      <source>Conversations</source>
      <translation>对话列表</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="174" />
      <source>New</source>
      <translation>新建</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="175" />
      <source>New conversation (Ctrl+N)</source>
      <translation>新建对话 (Ctrl+N)</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="176" />
      <source>Rename</source>
      <translation>重命名</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="177" />
      <source>Rename conversation (F2)</source>
      <translation>重命名对话 (F2)</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="178" />
      <source>Delete</source>
      <translation>删除</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="180" />
      <source>Export</source>
      <translation>导出</translation>
    </message>
    <message>
      <location filename="../app/ui/conversation_list.py" line="181" />
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>导出为 Markdown 或 JSON (Ctrl+E)</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <location filename="../app/ui/documents_panel.py" line="152" />
      <location filename="../app/ui/documents_panel.py" line="290" />
      <source>New collection</source>
      <translation>新建文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="152" />
      <source>Collection name:</source>
      <translation>文档集名称：</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="164" />
      <source>Choose or create a collection first.</source>
      <translation>请先选择或新建一个文档集。</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="173" />
      <source>Indexing…</source>
      <translation>正在索引…</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="228" />
      <source>Add files</source>
      <translation>添加文件</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="232" />
      <source>Add folder</source>
      <translation>添加文件夹</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="242" />
      <source>%1 of %2: %3</source>
      <translation>%1 / %2：%3</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="254" />
      <source>Indexing failed: %1</source>
      <translation>索引失败：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="256" />
      <source>Indexing cancelled.</source>
      <translation>索引已取消。</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="259" />
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>已索引 %1，未变 %2，失败 %3。</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="287" />
      <source>Collection</source>
      <translation>文档集</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="287" />
      <source>Privacy label</source>
      <translation>隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="287" />
      <source>Files</source>
      <translation>文件</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="287" />
      <source>Chunks</source>
      <translation>片段</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="289" />
      <source>Document collections</source>
      <translation>文档集列表</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="291" />
      <source>Privacy label of the collection</source>
      <translation>文档集的隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="292" />
      <source>Passages from this collection carry this privacy level</source>
      <translation>来自此文档集的段落带有该隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="293" />
      <source>Add files…</source>
      <translation>添加文件…</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="294" />
      <source>Add folder…</source>
      <translation>添加文件夹…</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="295" />
      <source>Re-index</source>
      <translation>重新索引</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="296" />
      <source>Watch for changes</source>
      <translation>监视变更</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="297" />
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="298" />
      <source>Cancel indexing</source>
      <translation>取消索引</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="299" />
      <source>Files that could not be indexed:</source>
      <translation>无法索引的文件：</translation>
    </message>
    <message>
      <location filename="../app/ui/documents_panel.py" line="300" />
      <source>Files that could not be indexed</source>
      <translation>无法索引的文件</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <location filename="../app/ui/input_bar.py" line="143" />
      <source>Listening…</source>
      <translation>正在聆听…</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="153" />
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>随便问 — Enter 发送，Shift+Enter 换行</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="155" />
      <source>Question</source>
      <translation>问题</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="156" />
      <source>Send</source>
      <translation>发送</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="157" />
      <source>Send question</source>
      <translation>发送问题</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="158" />
      <source>Stop</source>
      <translation>停止</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="159" />
      <source>Stop the answer</source>
      <translation>停止回答</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="160" />
      <source>Talk</source>
      <translation>说话</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="161" />
      <source>Push to talk</source>
      <translation>按键说话</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="162" />
      <source>Answer mode</source>
      <translation>回答模式</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="165" />
      <source>auto: Tandem decides · local: device only · cloud · hybrid: draft then upgrade</source>
      <translation>auto：由 Tandem 决定 · local：仅本机 · cloud：云端 · hybrid：先草稿后升级</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="168" />
      <source>Microphone level</source>
      <translation>麦克风音量</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="170" />
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>点击开始说话，再点一次结束 (Ctrl+T)</translation>
    </message>
    <message>
      <location filename="../app/ui/input_bar.py" line="173" />
      <source>No microphone: %1</source>
      <translation>没有麦克风：%1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../app/ui/main_window.py" line="247" />
      <source>No speech was recognised.</source>
      <translation>没有识别到语音。</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="260" />
      <source>Voice input: %1</source>
      <translation>语音输入：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="265" />
      <source>Transcribing %1…</source>
      <translation>正在转写 %1…</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="319" />
      <source>Something failed — %1</source>
      <translation>出错了 — %1</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="340" />
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="341" />
      <source>Documents</source>
      <translation>文档</translation>
    </message>
    <message>
      <location filename="../app/ui/main_window.py" line="342" />
      <source>Ready</source>
      <translation>就绪</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <location filename="../app/ui/policy_table.py" line="39" />
      <source>public</source>
      <translation>公开</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="40" />
      <source>internal</source>
      <translation>内部</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="41" />
      <source>confidential</source>
      <translation>机密</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="42" />
      <source>restricted</source>
      <translation>受限</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="45" />
      <source>this device</source>
      <translation>本机</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="46" />
      <source>private server</source>
      <translation>私有服务器</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="47" />
      <source>public cloud</source>
      <translation>公有云</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="50" />
      <source>send</source>
      <translation>发送</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="51" />
      <source>redact</source>
      <translation>脱敏后发送</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="52" />
      <source>keep local</source>
      <translation>留在本机</translation>
    </message>
    <message>
      <location filename="../app/ui/policy_table.py" line="56" />
      <source>Privacy policy: level by destination</source>
      <translation>隐私策略：级别 × 目的地</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <location filename="../app/ui/chat_view.py" line="32" />
      <source>Your question</source>
      <translation>你的问题</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="229" />
      <location filename="../app/ui/settings_dialog.py" line="351" />
      <source>Local model file</source>
      <translation>本地模型文件</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="229" />
      <source>GGUF models (*.gguf)</source>
      <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="242" />
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>没有安全的密钥环：无法保存 API 密钥。解决办法：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="253" />
      <source>A key is stored in the keyring (%1).</source>
      <translation>密钥已保存在密钥环中（%1）。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="255" />
      <source>Keys are stored in the keyring (%1), never in a file.</source>
      <translation>密钥保存在密钥环中（%1），绝不写入文件。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="295" />
      <source>The key was NOT saved: %1</source>
      <translation>密钥未保存：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="311" />
      <source>Enter a base URL first.</source>
      <translation>请先填写服务地址。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="314" />
      <source>Testing…</source>
      <translation>正在测试…</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="324" />
      <source>Connected.</source>
      <translation>连接成功。</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="324" />
      <source>Failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="330" />
      <source>Settings</source>
      <translation>设置</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="333" />
      <source>Cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="334" />
      <source>Privacy</source>
      <translation>隐私</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="335" />
      <source>Routing</source>
      <translation>路由</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="336" />
      <source>Local models</source>
      <translation>本地模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="337" />
      <source>Interface</source>
      <translation>界面</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="343" />
      <source>Provider</source>
      <translation>服务商</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="344" />
      <source>Base URL</source>
      <translation>服务地址</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="345" />
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="346" />
      <source>Trust zone</source>
      <translation>信任区域</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="347" />
      <source>API key</source>
      <translation>API 密钥</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="349" />
      <source>Default mode</source>
      <translation>默认模式</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="349" />
      <source>Daily budget</source>
      <translation>每日预算</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="352" />
      <source>Speech model</source>
      <translation>语音模型</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="353" />
      <source>Speech language</source>
      <translation>语音语言</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="355" />
      <source>Language</source>
      <translation>语言</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="355" />
      <source>Theme</source>
      <translation>主题</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="367" />
      <source>Paste a key to store it in the OS keyring</source>
      <translation>粘贴密钥，将保存到系统密钥环</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="368" />
      <source>Bundled SmolLM2-135M</source>
      <translation>内置 SmolLM2-135M</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="369" />
      <source>Browse…</source>
      <translation>浏览…</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="370" />
      <source>Test connection</source>
      <translation>测试连接</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="371" />
      <source>Offline: never use the network</source>
      <translation>离线：绝不使用网络</translation>
    </message>
    <message>
      <location filename="../app/ui/settings_dialog.py" line="372" />
      <source>Send when I stop speaking</source>
      <translation>说完自动发送</translation>
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
    <name>VoiceInput</name>
    <message>
      <location filename="../app/ui/voice.py" line="66" />
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>未安装 Qt Multimedia（pip install PySide6-Addons）</translation>
    </message>
    <message>
      <location filename="../app/ui/voice.py" line="70" />
      <location filename="../app/ui/voice.py" line="153" />
      <source>no audio input device was found</source>
      <translation>未找到音频输入设备</translation>
    </message>
    <message>
      <location filename="../app/ui/voice.py" line="160" />
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>麦克风无法以 16 kHz 单声道录音</translation>
    </message>
    <message>
      <location filename="../app/ui/voice.py" line="165" />
      <source>the microphone could not be opened</source>
      <translation>无法打开麦克风</translation>
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
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <location filename="../app/ui/why_panel.py" line="36" />
      <source>Why this answer</source>
      <translation>这个回答是怎么来的</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="39" />
      <source>Trace of this answer</source>
      <translation>此回答的追踪记录</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="54" />
      <source>none</source>
      <translation>无</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="55" />
      <source>Privacy level</source>
      <translation>隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="56" />
      <source>Sensitive items (types)</source>
      <translation>敏感信息（类型）</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="57" />
      <source>Privacy action</source>
      <translation>隐私处理</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="60" />
      <source>Plan</source>
      <translation>方案</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="61" />
      <source>Endpoints</source>
      <translation>端点</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="62" />
      <source>Reasons</source>
      <translation>原因</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="72" />
      <source>Retrieved passages</source>
      <translation>检索到的段落</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="76" />
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1（%2 区域）：%3 个字符，%4</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="80" />
      <source>redacted</source>
      <translation>已脱敏</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="80" />
      <source>as typed</source>
      <translation>原文</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="84" />
      <location filename="../app/ui/why_panel.py" line="86" />
      <source>Sent off the device</source>
      <translation>发出本机的内容</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="86" />
      <source>nothing</source>
      <translation>无</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="88" />
      <source>Fallback</source>
      <translation>回退</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="91" />
      <source>Answer from</source>
      <translation>回答来自</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="93" />
      <source>first token</source>
      <translation>首个词元</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="94" />
      <source>draft done</source>
      <translation>草稿完成</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="95" />
      <source>final</source>
      <translation>最终</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="98" />
      <source>Timings</source>
      <translation>耗时</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="101" />
      <source>Tokens and cost</source>
      <translation>词元与费用</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="106" />
      <source>Error</source>
      <translation>错误</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="118" />
      <source>Why this privacy level</source>
      <translation>为何是这个隐私级别</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="123" />
      <source>Exact text sent</source>
      <translation>实际发送的文本</translation>
    </message>
    <message>
      <location filename="../app/ui/why_panel.py" line="129" />
      <source>Cloud attempts</source>
      <translation>云端尝试次数</translation>
    </message>
  </context>
</TS>
