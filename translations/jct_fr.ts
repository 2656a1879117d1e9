<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>About</name>
        <message>
            <source>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;What-if planner for the completion time of large AI training jobs: network, pipeline, recomputation, stragglers, checkpoints, failures and cost in one analytic model. Every number has a breakdown; Help ▸ Manual (F1) explains the tiles, the charts and the formulas.&lt;/p&gt;&lt;p&gt;Licence: proprietary, all rights reserved. Built with Qt %2 (running on Qt %3, LGPL 3), QCustomPlot 2.1 (GPL 3) and Eigen 3.4 (MPL 2.0).&lt;/p&gt;&lt;p&gt;The model stands on: Narayanan et al. (Megatron-LM, SC'21), Korthikanti et al. (activation recomputation, 2022), Rajbhandari et al. (ZeRO, SC'20), Hockney (α–β, 1994), Thakur, Rabenseifner and Gropp (collectives, 2005), Young (1974) and Daly (2006) on checkpoint intervals, Blom (1958) on order statistics; NVIDIA nccl-tests for bus bandwidth.&lt;/p&gt;&lt;p&gt;Links: &lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;JCT Planner %1&lt;/h3&gt;&lt;p&gt;Planificateur « et si » de la durée des grands entraînements d'IA : réseau, pipeline, recalcul, traînards, checkpoints, pannes et coût dans un seul modèle analytique. Chaque nombre a sa décomposition ; Aide ▸ Manuel (F1) explique les tuiles, les graphiques et les formules.&lt;/p&gt;&lt;p&gt;Licence : propriétaire, tous droits réservés. Construit avec Qt %2 (exécuté sur Qt %3, LGPL 3), QCustomPlot 2.1 (GPL 3) et Eigen 3.4 (MPL 2.0).&lt;/p&gt;&lt;p&gt;Le modèle s'appuie sur : Narayanan et al. (Megatron-LM, SC'21), Korthikanti et al. (recalcul des activations, 2022), Rajbhandari et al. (ZeRO, SC'20), Hockney (α–β, 1994), Thakur, Rabenseifner et Gropp (collectives, 2005), Young (1974) et Daly (2006) sur les intervalles de checkpoint, Blom (1958) sur les statistiques d'ordre ; NVIDIA nccl-tests pour la bande passante de bus.&lt;/p&gt;&lt;p&gt;Liens : &lt;a href="https://www.qt.io"&gt;qt.io&lt;/a&gt; · &lt;a href="https://www.qcustomplot.com"&gt;qcustomplot.com&lt;/a&gt; · &lt;a href="https://eigen.tuxfamily.org"&gt;eigen.tuxfamily.org&lt;/a&gt; · &lt;a href="https://github.com/NVIDIA/nccl-tests"&gt;nccl-tests&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>About JCT Planner</source>
            <translation>À propos de JCT Planner</translation>
        </message>
    </context>
    <context>
        <name>AtomicFile</name>
        <message>
            <source>%1: cannot write: %2</source>
            <translation>%1 : écriture impossible : %2</translation>
        </message>
        <message>
            <source>it is %1, not a regular file; only a regular file is written</source>
            <translation>c'est %1, pas un fichier ordinaire ; seul un fichier ordinaire est écrit</translation>
        </message>
        <message>
            <source>it is %1, which is being read; choose another file to write</source>
            <translation>c'est %1, qui est en cours de lecture ; choisissez un autre fichier où écrire</translation>
        </message>
        <message>
            <source>%1 (%2 of %3 bytes written)</source>
            <translation>%1 (%2 octets écrits sur %3)</translation>
        </message>
        <message>
            <source>%1 (syncing to disk failed)</source>
            <translation>%1 (la synchronisation sur le disque a échoué)</translation>
        </message>
        <message>
            <source>the temporary file could not be renamed into place</source>
            <translation>le fichier temporaire n'a pas pu être renommé à sa place</translation>
        </message>
        <message>
            <source>a directory</source>
            <translation>un répertoire</translation>
        </message>
        <message>
            <source>a character device</source>
            <translation>un périphérique caractère</translation>
        </message>
        <message>
            <source>a block device</source>
            <translation>un périphérique bloc</translation>
        </message>
        <message>
            <source>a FIFO</source>
            <translation>une FIFO</translation>
        </message>
        <message>
            <source>a socket</source>
            <translation>un socket</translation>
        </message>
        <message>
            <source>not a regular file</source>
            <translation>pas un fichier ordinaire</translation>
        </message>
    </context>
    <context>
        <name>Capacity</name>
        <message>
            <source>tp %1 · pp %2 · cp %3, global batch %4</source>
            <translation>tp %1 · pp %2 · cp %3, batch global %4</translation>
        </message>
        <message>
            <source>Fewest GPUs to finish within %1: %2 GPUs (dp %3; %4), predicted %5 including checkpoints and expected failures, total cost %6.</source>
            <translation>Le moins de GPU pour finir en %1 : %2 GPU (dp %3 ; %4), prévu %5 checkpoints et pannes attendues compris, coût total %6.</translation>
        </message>
        <message>
            <source>Least cost per trained token: %1 GPUs (dp %2), %3 per million tokens (%4 in all), predicted %5.</source>
            <translation>Coût minimal par token entraîné : %1 GPU (dp %2), %3 par million de tokens (%4 au total), prévu %5.</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPU</translation>
        </message>
        <message>
            <source>Deadline check: this plan (%1) cannot run as given, so it cannot meet %2.</source>
            <translation>Vérification de l'échéance : ce plan (%1) ne peut pas s'exécuter tel quel, il ne peut donc pas tenir %2.</translation>
        </message>
        <message>
            <source>Deadline check: yes, this cluster (%1) meets %2 with %3 to spare (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>Vérification de l'échéance : oui, ce cluster (%1) tient %2 avec %3 de marge (%4 de temps GPU au tarif du cluster) ; prévu %5.</translation>
        </message>
        <message>
            <source>Deadline check: no, this cluster (%1) misses %2 by %3 (%4 of GPU time at the cluster's rate); predicted %5.</source>
            <translation>Vérification de l'échéance : non, ce cluster (%1) manque %2 de %3 (%4 de temps GPU au tarif du cluster) ; prévu %5.</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) gives a plan that can run (each runs out of memory or cannot finish).</source>
            <translation>Inatteignable : aucun nombre de GPU de cette disposition (%1) ne donne un plan qui tourne (chacun manque de mémoire ou ne finit pas).</translation>
        </message>
        <message>
            <source>Least cost per trained token: no GPU count of this layout gives a plan that can run.</source>
            <translation>Coût minimal par token entraîné : aucun nombre de GPU de cette disposition ne donne un plan qui tourne.</translation>
        </message>
        <message>
            <source>No GPU count whose data-parallel size splits the %1 micro-batches evenly finishes within %2 (%3).</source>
            <translation>Aucun nombre de GPU dont la taille data-parallèle répartit également les %1 micro-batches ne finit en %2 (%3).</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) would, predicted %3, with a global batch that splits over %2 ranks: the %4 micro-batches do not (some ranks would run one more).</source>
            <translation>%1 GPU (dp %2) y parviendraient, prévu %3, avec un batch global qui se répartit sur %2 rangs : les %4 micro-batches ne le font pas (certains rangs en exécuteraient un de plus).</translation>
        </message>
        <message>
            <source>Not reachable: no GPU count of this layout (%1) finishes within %2. The fastest is %3 at %4 GPUs.</source>
            <translation>Inatteignable : aucun nombre de GPU de cette disposition (%1) ne finit en %2. Le plus rapide est %3 avec %4 GPU.</translation>
        </message>
    </context>
    <context>
        <name>Catalog</name>
        <message>
            <source>cannot read catalog %1: %2</source>
            <translation>impossible de lire le catalogue %1 : %2</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: line %2, column %3: %4</source>
            <translation>le catalogue %1 n'est pas du JSON valide : ligne %2, colonne %3 : %4</translation>
        </message>
        <message>
            <source>catalog %1 is not valid JSON: %2</source>
            <translation>le catalogue %1 n'est pas du JSON valide : %2</translation>
        </message>
    </context>
    <context>
        <name>ChartEditText</name>
        <message>
            <source>Set GPU count to %1 on the chart</source>
            <translation>Régler le nombre de GPU à %1 sur le graphique</translation>
        </message>
        <message>
            <source>Set checkpoint interval to %1 min on the chart</source>
            <translation>Régler l’intervalle de checkpoint à %1 min sur le graphique</translation>
        </message>
    </context>
    <context>
        <name>ChartFile</name>
        <message>
            <source>DPI %1 is out of range (%2 to %3)</source>
            <translation>DPI %1 hors limites (%2 à %3)</translation>
        </message>
        <message>
            <source>size %1x%2 is out of range (1 to %3 pixels a side)</source>
            <translation>taille %1x%2 hors limites (1 à %3 pixels par côté)</translation>
        </message>
        <message>
            <source>size %1x%2 at %3 DPI is only %4x%5 points of layout, too small for readable text (at least 240x160: a larger size or a lower DPI)</source>
            <translation>la taille %1x%2 à %3 DPI ne donne que %4x%5 points de mise en page, trop peu pour un texte lisible (au moins 240x160 : une taille plus grande ou un DPI plus bas)</translation>
        </message>
    </context>
    <context>
        <name>ChartId</name>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Cost of idle time</source>
            <translation>Coût du temps d'inactivité</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead</source>
            <translation>Surcoût des checkpoints et des pannes</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>Décomposition du pas</translation>
        </message>
    </context>
    <context>
        <name>Cli</name>
        <message>
            <source>Capacity questions for a deadline.</source>
            <translation>Questions de capacité pour une échéance.</translation>
        </message>
        <message>
            <source>scenario file (.jctplan); the built-in default when omitted</source>
            <translation>fichier de scénario (.jctplan) ; par défaut le scénario intégré</translation>
        </message>
        <message>
            <source>delivery deadline in days</source>
            <translation>échéance de livraison en jours</translation>
        </message>
        <message>
            <source>print the answers as JSON</source>
            <translation>afficher les réponses en JSON</translation>
        </message>
        <message>
            <source>usage: jct capacity [FILE] --deadline DAYS [--json]</source>
            <translation>usage : jct capacity [FILE] --deadline DAYS [--json]</translation>
        </message>
        <message>
            <source>print this help</source>
            <translation>afficher cette aide</translation>
        </message>
        <message>
            <source>%1: cannot open: %2</source>
            <translation>%1 : ouverture impossible : %2</translation>
        </message>
        <message>
            <source>jct %1: one scenario file at most, got %2</source>
            <translation>jct %1 : un fichier de scénario au plus, reçu %2</translation>
        </message>
        <message>
            <source>default scenario</source>
            <translation>scénario par défaut</translation>
        </message>
        <message>
            <source>the plan cannot run: </source>
            <translation>le plan ne peut pas tourner : </translation>
        </message>
        <message>
            <source>the sync-wall knee's scaling-efficiency threshold in percent (70)</source>
            <translation>le seuil d'efficacité de mise à l'échelle du coude du sync wall, en pour cent (70)</translation>
        </message>
        <message>
            <source>jct %1: --knee needs a percentage in (0, 100], got '%2'</source>
            <translation>jct %1 : --knee attend un pourcentage dans ]0, 100], reçu '%2'</translation>
        </message>
        <message>
            <source>Usage: jct &lt;command&gt; [options]

Commands:
  eval [FILE] [--json] [--knee PERCENT]     evaluate one scenario (the built-in default without FILE)
  sweep [FILE] --gpus A:B[:xSTEP] [--csv]   the sync-wall curve: one row per GPU count
  validate FILE.json                        predicted vs measured for a published-runs file
  fit-nccl LOG... [--json] [--into PLAN -o OUT]
                                            fit alpha and bus bandwidth to nccl-tests logs of one cluster
  capacity [FILE] --deadline DAYS [--json]  fewest GPUs for a deadline, least cost per token, deadline check
  report [FILE] -o OUT.pdf [--compare B] [--knee PERCENT]
                                            write the procurement report (A4 PDF)
  plot [FILE] --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
                                            write one chart (sync-wall, idle-cost, failures,
                                            breakdown) as .png, .svg or .pdf
  search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--json]
                                            the auto-planner: best layouts, Pareto front, sync walls

Exit codes: 0 success, 1 valid but infeasible plan, 2 bad input.
</source>
            <translation>usage : jct &lt;command&gt; [options]

Commandes :
  eval [FILE] [--json] [--knee PERCENT]     évaluer un scénario (le scénario intégré sans FILE)
  sweep [FILE] --gpus A:B[:xSTEP] [--csv]   la courbe du sync wall : une ligne par nombre de GPU
  validate FILE.json                        prévu contre mesuré pour un fichier de runs publiés
  fit-nccl LOG... [--json] [--into PLAN -o OUT]
                                            ajuster alpha et la bande passante de bus aux journaux nccl-tests d'un cluster
  capacity [FILE] --deadline DAYS [--json]  le moins de GPU pour une échéance, le moindre coût par token, vérification de l'échéance
  report [FILE] -o OUT.pdf [--compare B] [--knee PERCENT]
                                            écrire le rapport d'achat (PDF A4)
  plot [FILE] --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
                                            écrire un graphique (sync-wall, idle-cost, failures,
                                            breakdown) en .png, .svg ou .pdf
  search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--json]
                                            l'auto-planificateur : meilleures dispositions, front de Pareto, sync walls

Codes de sortie : 0 succès, 1 plan valide mais irréalisable, 2 entrée invalide.
</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>Disposition</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batches of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 sur %7 GPU ; %8 micro-batches de %9 par pas</translation>
        </message>
        <message>
            <source>Memory</source>
            <translation>Mémoire</translation>
        </message>
        <message>
            <source>%1 of %2 usable per GPU (%3)</source>
            <translation>%1 sur %2 utilisables par GPU (%3)</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Temps de pas</translation>
        </message>
        <message>
            <source>%1 mean, p50 %2, p99 %3 over steps (the job is priced on the mean)</source>
            <translation>%1 en moyenne, p50 %2, p99 %3 sur les pas (le job est facturé sur la moyenne)</translation>
        </message>
        <message>
            <source>%1 NVLink domain</source>
            <translation>%1 domaine NVLink</translation>
        </message>
        <message>
            <source>%1 NVLink domains</source>
            <translation>%1 domaines NVLink</translation>
        </message>
        <message>
            <source>Collectives</source>
            <translation>Collectives</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>Checkpoints</translation>
        </message>
        <message>
            <source>%1 every %2 (Young %3, Daly %4); blocks %5 each%6; final %7; overhead %8</source>
            <translation>%1 toutes les %2 (Young %3, Daly %4) ; bloque %5 chacun%6 ; final %7 ; surcoût %8</translation>
        </message>
        <message>
            <source> (async: max of copy %1, flush %2)</source>
            <translation> (asynchrone : max de la copie %1 et du flush %2)</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>Pannes</translation>
        </message>
        <message>
            <source>job MTBF %1; %2 expected failures; recovery %3 each; lost work %4 each; overhead %5</source>
            <translation>MTBF du job %1 ; %2 pannes attendues ; reprise %3 chacune ; travail perdu %4 chacune ; surcoût %5</translation>
        </message>
        <message>
            <source>recovery</source>
            <translation>reprise</translation>
        </message>
        <message>
            <source>by source</source>
            <translation>par source</translation>
        </message>
        <message>
            <source>the plan's job MTBF overrides the per-component MTBFs</source>
            <translation>le MTBF du job du plan remplace les MTBF par composant</translation>
        </message>
        <message>
            <source>Data</source>
            <translation>Données</translation>
        </message>
        <message>
            <source>%1 per step needs %2 GB/s; storage delivers %3; stall %4 per step</source>
            <translation>%1 par pas demande %2 GB/s ; le stockage fournit %3 ; attente %4 par pas</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>sans limite</translation>
        </message>
        <message>
            <source>Serial</source>
            <translation>Partie série</translation>
        </message>
        <message>
            <source>%1 (startup, staging): %2 of the job (Amdahl); validation %3</source>
            <translation>%1 (démarrage, staging) : %2 du job (Amdahl) ; validation %3</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensibilité</translation>
        </message>
        <message>
            <source>what one change does to this plan:</source>
            <translation>ce qu'un changement fait à ce plan :</translation>
        </message>
        <message>
            <source>plan no longer fits</source>
            <translation>le plan ne tient plus</translation>
        </message>
        <message>
            <source>JCT %1%2 (%3%4), cost %5%6</source>
            <translation>JCT %1%2 (%3%4), coût %5%6</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>Coude</translation>
        </message>
        <message>
            <source>Scaling</source>
            <translation>Mise à l'échelle</translation>
        </message>
        <message>
            <source>INFEASIBLE</source>
            <translation>IMPOSSIBLE</translation>
        </message>
        <message>
            <source>Throughput</source>
            <translation>Débit</translation>
        </message>
        <message>
            <source>JCT</source>
            <translation>JCT</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Coût</translation>
        </message>
        <message>
            <source>Waiting</source>
            <translation>Attente</translation>
        </message>
        <message>
            <source>Evaluate one scenario.</source>
            <translation>Évaluer un scénario.</translation>
        </message>
        <message>
            <source>print the result as JSON</source>
            <translation>afficher le résultat en JSON</translation>
        </message>
        <message>
            <source>usage: jct eval [FILE] [--json] [--knee PERCENT]</source>
            <translation>usage : jct eval [FILE] [--json] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Assumed</source>
            <translation>Valeurs supposées</translation>
        </message>
        <message>
            <source>jct: unknown command '%1'</source>
            <translation>jct : commande inconnue '%1'</translation>
        </message>
        <message>
            <source>jct %1: not available in this build (it needs the drawing library that the jct executable links)</source>
            <translation>jct %1 : indisponible dans cette version (il faut la bibliothèque de dessin avec laquelle l'exécutable jct est lié)</translation>
        </message>
        <message>
            <source>%1: %2, %3; busbw = algbw × %4 as the log computes it</source>
            <translation>%1 : %2, %3 ; busbw = algbw × %4 comme le calcule le journal</translation>
        </message>
        <message>
            <source>line</source>
            <translation>ligne</translation>
        </message>
        <message>
            <source>size</source>
            <translation>taille</translation>
        </message>
        <message>
            <source>place</source>
            <translation>place</translation>
        </message>
        <message>
            <source>measured</source>
            <translation>mesuré</translation>
        </message>
        <message>
            <source>fitted</source>
            <translation>ajusté</translation>
        </message>
        <message>
            <source>error</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>regime</source>
            <translation>régime</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>in-place</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>out-of-place</translation>
        </message>
        <message>
            <source>α: %1</source>
            <translation>α : %1</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>bande passante : %1</translation>
        </message>
        <message>
            <source>%1 points (%2 latency, %3 plateau, %4 transition, %5 left out); max |error| over the fitted ones %6</source>
            <translation>%1 points (%2 latence, %3 plateau, %4 transition, %5 écartés) ; |erreur| max sur les points ajustés %6</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>note : %1</translation>
        </message>
        <message>
            <source>Fit the latency (alpha) and bus bandwidth of a fabric to nccl-tests logs of one cluster.</source>
            <translation>Ajuster la latence (alpha) et la bande passante de bus d'une fabric aux journaux nccl-tests d'un cluster.</translation>
        </message>
        <message>
            <source>nccl-tests output (one or more files of one cluster)</source>
            <translation>sortie de nccl-tests (un ou plusieurs fichiers d'un cluster)</translation>
        </message>
        <message>
            <source>print the fit as JSON</source>
            <translation>afficher l'ajustement en JSON</translation>
        </message>
        <message>
            <source>a plan whose fabric (or NVLink, for a one-domain log) takes the fit</source>
            <translation>un plan dont la fabric (ou le NVLink, pour un journal d'un seul domaine) reçoit l'ajustement</translation>
        </message>
        <message>
            <source>where to write the plan with the fitted fabric</source>
            <translation>où écrire le plan avec la fabric ajustée</translation>
        </message>
        <message>
            <source>usage: jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</source>
            <translation>usage : jct fit-nccl LOG [LOG...] [--json] [--into PLAN -o OUT]</translation>
        </message>
        <message>
            <source>jct fit-nccl: --into PLAN and -o OUT go together</source>
            <translation>jct fit-nccl : --into PLAN et -o OUT vont ensemble</translation>
        </message>
        <message>
            <source>%1: the %2 table under line %3 determines neither α nor a bandwidth: %4; %5</source>
            <translation>%1 : la table %2 sous la ligne %3 ne détermine ni α ni une bande passante : %4 ; %5</translation>
        </message>
        <message>
            <source>%1: the %2 table determines neither α nor a bandwidth: %3; %4</source>
            <translation>%1 : la table %2 ne détermine ni α ni une bande passante : %3 ; %4</translation>
        </message>
        <message>
            <source>the nccl-tests log being read</source>
            <translation>le journal nccl-tests lu</translation>
        </message>
        <message>
            <source>the plan given to --into</source>
            <translation>le plan donné à --into</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2 (%3); write the fitted plan to another file</source>
            <translation>jct fit-nccl : -o %1 est %2 (%3) ; écrivez le plan ajusté dans un autre fichier</translation>
        </message>
        <message>
            <source>jct fit-nccl: -o %1 is %2, not a regular file; write the fitted plan to a regular file</source>
            <translation>jct fit-nccl : -o %1 est %2, pas un fichier ordinaire ; écrivez le plan ajusté dans un fichier ordinaire</translation>
        </message>
        <message>
            <source>together (%1 tables): α per ring step %2, busbw %3</source>
            <translation>ensemble (%1 tables) : α par étape d'anneau %2, busbw %3</translation>
        </message>
        <message>
            <source>not determined</source>
            <translation>non déterminé</translation>
        </message>
        <message>
            <source>usage: jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
       jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</source>
            <translation>usage : jct plot [FILE] --chart sync-wall|idle-cost|failures|breakdown -o OUT.png|.svg|.pdf [--size WxH] [--dpi N] [--knee PERCENT]
        jct plot --compare A.jctplan B.jctplan --chart NAME -o OUT [--size WxH] [--dpi N] [--knee PERCENT]
        jct plot --nccl LOG -o OUT.png|.svg|.pdf [--size WxH] [--dpi N]</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG draws the log against its fit; it takes no --chart</source>
            <translation>jct plot : --nccl LOG trace le journal face à son ajustement ; il ne prend pas de --chart</translation>
        </message>
        <message>
            <source>jct plot: --chart is required: one of %1</source>
            <translation>jct plot : --chart est requis : l'un de %1</translation>
        </message>
        <message>
            <source>jct plot: unknown chart '%1'; allowed: %2</source>
            <translation>jct plot : graphique inconnu '%1' ; autorisés : %2</translation>
        </message>
        <message>
            <source>jct plot: -o OUT is required (.png, .svg or .pdf)</source>
            <translation>jct plot : -o OUT est requis (.png, .svg ou .pdf)</translation>
        </message>
        <message>
            <source>jct plot: %1: unknown output format '%2'; allowed: .png, .svg, .pdf</source>
            <translation>jct plot : %1 : format de sortie inconnu '%2' ; autorisés : .png, .svg, .pdf</translation>
        </message>
        <message>
            <source>jct plot: bad --size '%1': expected WxH in pixels, e.g. 1600x1000</source>
            <translation>jct plot : --size '%1' invalide : attendu LxH en pixels, p. ex. 1600x1000</translation>
        </message>
        <message>
            <source>jct plot: bad --dpi '%1': expected a whole number, e.g. 150</source>
            <translation>jct plot : --dpi '%1' invalide : attendu un nombre entier, p. ex. 150</translation>
        </message>
        <message>
            <source>jct plot: %1</source>
            <translation>jct plot : %1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 of %3 against its fit, %4x%5 px at %6 DPI)</source>
            <translation>%1 écrit (%2 de %3 face à son ajustement, %4x%5 px à %6 DPI)</translation>
        </message>
        <message>
            <source>note: the log holds %1 collectives; the chart shows the first, %2</source>
            <translation>note : le journal contient %1 collectives ; le graphique montre la première, %2</translation>
        </message>
        <message>
            <source>Write one chart of a scenario as PNG, SVG or PDF.</source>
            <translation>Écrire un graphique d'un scénario en PNG, SVG ou PDF.</translation>
        </message>
        <message>
            <source>scenario file; the built-in default when omitted</source>
            <translation>fichier de scénario ; par défaut le scénario intégré</translation>
        </message>
        <message>
            <source>the chart</source>
            <translation>le graphique</translation>
        </message>
        <message>
            <source>an nccl-tests log to draw against its fit</source>
            <translation>un journal nccl-tests à tracer face à son ajustement</translation>
        </message>
        <message>
            <source>two plans, A then B: A laid over B as the window shows a pinned A (both curves, markers and step bars, named A: and B: in the legend)</source>
            <translation>deux plans, A puis B : A superposé à B comme la fenêtre montre un A épinglé (les deux courbes, repères et barres de pas, nommés A: et B: dans la légende)</translation>
        </message>
        <message>
            <source>output file</source>
            <translation>fichier de sortie</translation>
        </message>
        <message>
            <source>pixels, WxH</source>
            <translation>pixels, LxH</translation>
        </message>
        <message>
            <source>dots per inch</source>
            <translation>points par pouce</translation>
        </message>
        <message>
            <source>jct plot: --nccl LOG takes no plan</source>
            <translation>jct plot : --nccl LOG ne prend pas de plan</translation>
        </message>
        <message>
            <source>jct plot: --compare takes two plans, A then B (got %1)</source>
            <translation>jct plot : --compare prend deux plans, A puis B (reçu %1)</translation>
        </message>
        <message>
            <source>wrote %1 (%2, A and B, %3x%4 px at %5 DPI)</source>
            <translation>%1 écrit (%2, A et B, %3x%4 px à %5 DPI)</translation>
        </message>
        <message>
            <source>wrote %1 (%2, %3x%4 px at %5 DPI)</source>
            <translation>%1 écrit (%2, %3x%4 px à %5 DPI)</translation>
        </message>
        <message>
            <source>usage: jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</source>
            <translation>usage : jct report [FILE] -o OUT.pdf [--compare B.jctplan] [--knee PERCENT]</translation>
        </message>
        <message>
            <source>Write the procurement report of a scenario (A4 PDF), optionally against a second plan.</source>
            <translation>Écrire le rapport d'achat d'un scénario (PDF A4), éventuellement face à un second plan.</translation>
        </message>
        <message>
            <source>output PDF</source>
            <translation>PDF de sortie</translation>
        </message>
        <message>
            <source>a second plan (B): tables get the columns A, B, Δ and B / A</source>
            <translation>un second plan (B) : les tableaux prennent les colonnes A, B, Δ et B / A</translation>
        </message>
        <message>
            <source>jct report: -o OUT.pdf is required</source>
            <translation>jct report : -o OUT.pdf est requis</translation>
        </message>
        <message>
            <source>jct report: %1: the report is a PDF; name the output *.pdf</source>
            <translation>jct report : %1 : le rapport est un PDF ; nommez la sortie *.pdf</translation>
        </message>
        <message>
            <source>jct report: %1</source>
            <translation>jct report : %1</translation>
        </message>
        <message>
            <source>wrote %1 (%2 pages)</source>
            <translation>%1 écrit (%2 pages)</translation>
        </message>
        <message>
            <source>--gpus must look like N, A:B or A:B:xSTEP (e.g. 256:4096 or 512:4096:x1.5), got '%1'</source>
            <translation>--gpus doit avoir la forme N, A:B ou A:B:xSTEP (p. ex. 256:4096 ou 512:4096:x1.5), reçu '%1'</translation>
        </message>
        <message>
            <source>--gpus: need 1 ≤ A ≤ B ≤ 16777216, got '%1'</source>
            <translation>--gpus : il faut 1 ≤ A ≤ B ≤ 16777216, reçu '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor after 'x' must be greater than 1, got '%1'</source>
            <translation>--gpus : le facteur de pas après 'x' doit être supérieur à 1, reçu '%1'</translation>
        </message>
        <message>
            <source>--gpus: %1 GPU counts in '%2'; at most %3 (use a larger step, e.g. :x2)</source>
            <translation>--gpus : %1 nombres de GPU dans '%2' ; au plus %3 (prenez un pas plus grand, p. ex. :x2)</translation>
        </message>
        <message>
            <source>%1 thread</source>
            <translation>%1 thread</translation>
        </message>
        <message>
            <source>%1 threads</source>
            <translation>%1 threads</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts (%2 tp·pp·cp·ep choices refused by a divisibility rule); %3 discarded by the memory model before timing; %4 evaluated in %5 on %6 (%7 evaluations/s)%8</source>
            <translation>%1 dispositions valides distinctes (%2 choix tp·pp·cp·ep refusés par une règle de divisibilité) ; %3 écartées par le modèle de mémoire avant le calcul des temps ; %4 évaluées en %5 sur %6 (%7 évaluations/s)%8</translation>
        </message>
        <message>
            <source> — cancelled</source>
            <translation> — annulé</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>step</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>JCT days</source>
            <translation>JCT jours</translation>
        </message>
        <message>
            <source>total cost</source>
            <translation>coût total</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>memory</source>
            <translation>mémoire</translation>
        </message>
        <message>
            <source>layout</source>
            <translation>disposition</translation>
        </message>
        <message>
            <source>Best layout, step breakdown:</source>
            <translation>Meilleure disposition, décomposition du pas :</translation>
        </message>
        <message>
            <source>checkpoints %1, failures %2 of the training time; efficiency %3</source>
            <translation>checkpoints %1, pannes %2 du temps d'entraînement ; efficacité %3</translation>
        </message>
        <message>
            <source>Pareto front, days vs dollars (no other layout is both faster and cheaper):</source>
            <translation>Front de Pareto, jours contre dollars (aucune autre disposition n'est à la fois plus rapide et moins chère) :</translation>
        </message>
        <message>
            <source>%1 GPUs %2 days %3  %4</source>
            <translation>%1 GPU %2 jours %3  %4</translation>
        </message>
        <message>
            <source>this GPU</source>
            <translation>ce GPU</translation>
        </message>
        <message>
            <source>No layout runs on %1 at these GPU counts: %2 fit in memory, but none finishes (the expected job time is not finite or past 1,000,000 days; jct eval says why).</source>
            <translation>Aucune disposition ne tourne sur %1 à ces nombres de GPU : %2 tiennent en mémoire, mais aucune ne finit (le temps de job attendu n'est pas fini ou dépasse 1,000,000 jours ; jct eval dit pourquoi).</translation>
        </message>
        <message>
            <source>No layout fits in memory on %1 at these GPU counts.</source>
            <translation>Aucune disposition ne tient en mémoire sur %1 à ces nombres de GPU.</translation>
        </message>
        <message>
            <source>The auto-planner: the best parallel layouts, the Pareto front and their sync walls.</source>
            <translation>L'auto-planificateur : les meilleures dispositions parallèles, le front de Pareto et leurs sync walls.</translation>
        </message>
        <message>
            <source>GPU counts: N, A:B (A, 2A, 4A, …, B) or A:B:xSTEP; the plan's count by default</source>
            <translation>nombres de GPU : N, A:B (A, 2A, 4A, …, B) ou A:B:xSTEP ; par défaut le nombre du plan</translation>
        </message>
        <message>
            <source>time, cost or cost-per-token</source>
            <translation>time, cost ou cost-per-token</translation>
        </message>
        <message>
            <source>how many layouts to report (default 10)</source>
            <translation>combien de dispositions afficher (10 par défaut)</translation>
        </message>
        <message>
            <source>worker threads (default 0: every core)</source>
            <translation>threads de travail (0 par défaut : chaque cœur)</translation>
        </message>
        <message>
            <source>usage: jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</source>
            <translation>usage : jct search [FILE] [--gpus A:B] [--objective time|cost|cost-per-token] [--top N] [--threads N] [--json]</translation>
        </message>
        <message>
            <source>jct search: one scenario file at most</source>
            <translation>jct search : un fichier de scénario au plus</translation>
        </message>
        <message>
            <source>jct search: --objective must be time, cost or cost-per-token, got '%1'</source>
            <translation>jct search : --objective doit valoir time, cost ou cost-per-token, reçu '%1'</translation>
        </message>
        <message>
            <source>jct search: --top must be a whole number from 1 to 10000, got '%1'</source>
            <translation>jct search : --top doit être un nombre entier de 1 à 10000, reçu '%1'</translation>
        </message>
        <message>
            <source>jct search: --threads must be 0 (every core) or a whole number up to 1024, got '%1'</source>
            <translation>jct search : --threads doit valoir 0 (chaque cœur) ou un nombre entier jusqu'à 1024, reçu '%1'</translation>
        </message>
        <message>
            <source>jct search: %1</source>
            <translation>jct search : %1</translation>
        </message>
        <message>
            <source>--gpus must look like A:B or A:B:xSTEP (e.g. 64:16384:x2), got '%1'</source>
            <translation>--gpus doit avoir la forme A:B ou A:B:xSTEP (p. ex. 64:16384:x2), reçu '%1'</translation>
        </message>
        <message>
            <source>--gpus: the step factor x%1 gives %2 rows from %3 to %4 GPUs, at most %5 are allowed (a factor of at least %6)</source>
            <translation>--gpus : le facteur de pas x%1 donne %2 lignes de %3 à %4 GPU, au plus %5 sont permises (un facteur d'au moins %6)</translation>
        </message>
        <message>
            <source>loss</source>
            <translation>perte</translation>
        </message>
        <message>
            <source>GPU busy</source>
            <translation>GPU actif</translation>
        </message>
        <message>
            <source>vs no loss</source>
            <translation>vs sans perte</translation>
        </message>
        <message>
            <source>GPU busy = compute / step time. Loss model: %1, RTT-sized window, %2 retransmission timeout for tail losses.</source>
            <translation>GPU actif = calcul / temps de pas. Modèle de perte : %1, fenêtre de la taille du RTT, délai de retransmission de %2 pour les pertes de queue.</translation>
        </message>
        <message>
            <source>min days</source>
            <translation>jours min</translation>
        </message>
        <message>
            <source>eff.</source>
            <translation>eff.</translation>
        </message>
        <message>
            <source>idle cost</source>
            <translation>coût d'inactivité</translation>
        </message>
        <message>
            <source>note</source>
            <translation>note</translation>
        </message>
        <message>
            <source>The sync-wall curve: one row per GPU count.</source>
            <translation>La courbe du sync wall : une ligne par nombre de GPU.</translation>
        </message>
        <message>
            <source>GPU counts A:B[:xSTEP]</source>
            <translation>nombres de GPU A:B[:xSTEP]</translation>
        </message>
        <message>
            <source>print CSV</source>
            <translation>afficher du CSV</translation>
        </message>
        <message>
            <source>sweep the packet-loss rate instead (GPU utilization vs loss)</source>
            <translation>balayer plutôt le taux de perte de paquets (utilisation des GPU contre perte)</translation>
        </message>
        <message>
            <source>usage: jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</source>
            <translation>usage : jct sweep [FILE] (--gpus A:B[:xSTEP] | --loss) [--csv]</translation>
        </message>
        <message>
            <source>jct sweep: --gpus A:B[:xSTEP] or --loss is required</source>
            <translation>jct sweep : --gpus A:B[:xSTEP] ou --loss est requis</translation>
        </message>
        <message>
            <source>jct sweep: %1</source>
            <translation>jct sweep : %1</translation>
        </message>
        <message>
            <source>jct sweep: the plan is not valid: %1</source>
            <translation>jct sweep : le plan n'est pas valide : %1</translation>
        </message>
        <message>
            <source>Sync wall: %1</source>
            <translation>Sync wall : %1</translation>
        </message>
        <message>
            <source>Knee: %1</source>
            <translation>Coude : %1</translation>
        </message>
        <message>
            <source>Scaling: %1</source>
            <translation>Mise à l'échelle : %1</translation>
        </message>
        <message>
            <source>jct sweep: no GPU count in %1 is a multiple of tp·pp·cp = %2</source>
            <translation>jct sweep : aucun nombre de GPU dans %1 n'est un multiple de tp·pp·cp = %2</translation>
        </message>
        <message>
            <source>rows</source>
            <translation>lignes</translation>
        </message>
        <message>
            <source>compared</source>
            <translation>comparées</translation>
        </message>
        <message>
            <source>misses</source>
            <translation>échecs</translation>
        </message>
        <message>
            <source>mean |error|</source>
            <translation>|erreur| moy.</translation>
        </message>
        <message>
            <source>median |error|</source>
            <translation>|erreur| méd.</translation>
        </message>
        <message>
            <source>run</source>
            <translation>run</translation>
        </message>
        <message>
            <source>metric</source>
            <translation>métrique</translation>
        </message>
        <message>
            <source>predicted</source>
            <translation>prévu</translation>
        </message>
        <message>
            <source>All rows</source>
            <translation>Toutes les lignes</translation>
        </message>
        <message>
            <source>%1 rows: mean |error| %2%, median %3%  (%4 not compared or missed)</source>
            <translation>%1 lignes : |erreur| moyenne %2%, médiane %3%  (%4 non comparées ou manquées)</translation>
        </message>
        <message>
            <source>Predicted against measured times for a published-runs file.</source>
            <translation>Temps prévus contre mesurés pour un fichier de runs publiés.</translation>
        </message>
        <message>
            <source>published-runs file (JSON array)</source>
            <translation>fichier de runs publiés (tableau JSON)</translation>
        </message>
        <message>
            <source>print rows and statistics as JSON</source>
            <translation>afficher lignes et statistiques en JSON</translation>
        </message>
        <message>
            <source>usage: jct validate FILE.json [--json]</source>
            <translation>usage : jct validate FILE.json [--json]</translation>
        </message>
        <message>
            <source>changed %1</source>
            <translation>%1 modifié</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted NVLink</source>
            <translation>%1 écrit avec le NVLink ajusté</translation>
        </message>
        <message>
            <source>wrote %1 with the fitted fabric</source>
            <translation>%1 écrit avec la fabric ajustée</translation>
        </message>
        <message>
            <source>%1: %2 more line(s) skipped</source>
            <translation>%1 : %2 ligne(s) de plus ignorée(s)</translation>
        </message>
        <message>
            <source>invalid layout</source>
            <translation>disposition invalide</translation>
        </message>
        <message>
            <source>does not fit in memory</source>
            <translation>ne tient pas en mémoire</translation>
        </message>
        <message>
            <source>job time past 1,000,000 days</source>
            <translation>temps de job au-delà de 1,000,000 jours</translation>
        </message>
        <message>
            <source>job time not finite</source>
            <translation>temps de job non fini</translation>
        </message>
        <message>
            <source>not a multiple of tp·pp·cp = %1</source>
            <translation>pas un multiple de tp·pp·cp = %1</translation>
        </message>
        <message>
            <source>fewer than one micro-batch per rank</source>
            <translation>moins d'un micro-batch par rang</translation>
        </message>
        <message>
            <source>fewer than pp micro-batches for vpp &gt; 1</source>
            <translation>moins de pp micro-batches pour vpp &gt; 1</translation>
        </message>
        <message>
            <source>By source</source>
            <translation>Par source</translation>
        </message>
        <message>
            <source>By GPU</source>
            <translation>Par GPU</translation>
        </message>
        <message>
            <source>By precision</source>
            <translation>Par précision</translation>
        </message>
        <message>
            <source>Dense or MoE</source>
            <translation>Dense ou MoE</translation>
        </message>
        <message>
            <source>Auto-planner: %1; GPU counts %2; objective: %3 (%4)</source>
            <translation>Auto-planificateur : %1 ; nombres de GPU %2 ; objectif : %3 (%4)</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, which is being read; write to another file</source>
            <translation>jct %1 : -o %2 est %3, qui est en cours de lecture ; écrivez dans un autre fichier</translation>
        </message>
        <message>
            <source>jct %1: -o %2 is %3, not a regular file</source>
            <translation>jct %1 : -o %2 est %3, pas un fichier ordinaire</translation>
        </message>
        <message>
            <source>%1 in %2 calls</source>
            <translation>%1 en %2 appels</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>%1 par appel</translation>
        </message>
        <message>
            <source>%1 over %2 ranks (%3), %4: %5 (α %6 µs, β %7 GB/s)</source>
            <translation>%1 sur %2 rangs (%3), %4 : %5 (α %6 µs, β %7 GB/s)</translation>
        </message>
        <message>
            <source>fastest here on %1 GPUs (%2 days); wall at %3 GPUs with micro-batches of %4 (%5 days, %6)</source>
            <translation>le plus rapide ici sur %1 GPU (%2 jours) ; sync wall à %3 GPU avec des micro-batches de %4 (%5 jours, %6)</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1], got '%2'</source>
            <translation>jct capacity : --deadline attend un nombre de jours dans ]0, %1], reçu '%2'</translation>
        </message>
        <message>
            <source>jct capacity: --deadline needs a number of days in (0, %1]</source>
            <translation>jct capacity : --deadline attend un nombre de jours dans ]0, %1]</translation>
        </message>
        <message>
            <source>%1, none during the run (no failure source is modelled); final %2</source>
            <translation>%1, aucun pendant l'exécution (aucune source de panne modélisée) ; final %2</translation>
        </message>
        <message>
            <source>Sync wall of the %1 fastest layout families (of %2; global batch fixed, the least predicted JCT over each family's GPU counts):</source>
            <translation>Sync wall des %1 familles de dispositions les plus rapides (sur %2 ; batch global fixe, le JCT prévu le plus bas sur les nombres de GPU de chaque famille) :</translation>
        </message>
        <message>
            <source>uneven: B/b = %1 is not a multiple of dp</source>
            <translation>inégal : B/b = %1 n'est pas un multiple de dp</translation>
        </message>
        <message>
            <source>Fastest of these rows with an even batch split: %1 GPUs, predicted JCT %2</source>
            <translation>La plus rapide de ces lignes avec une répartition égale du batch : %1 GPU, JCT prévu %2</translation>
        </message>
        <message>
            <source>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 on %7 GPUs; %8 micro-batch of %9 per step</source>
            <translation>tp %1 · pp %2 · cp %3 · ep %4 · vpp %5 → dp %6 sur %7 GPU ; %8 micro-batch de %9 par pas</translation>
        </message>
        <message>
            <source>%1 for one of each (ZeRO-3 gathers twice a micro-batch, forward and backward, and reduce-scatters once)</source>
            <translation>%1 pour un de chaque (ZeRO-3 rassemble deux fois par micro-batch, en passe avant et en passe arrière, et fait un seul reduce-scatter)</translation>
        </message>
    </context>
    <context>
        <name>ComparedCharts</name>
        <message>
            <source>Step: %1</source>
            <translation>Pas : %1</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>réseau personnalisé</translation>
        </message>
        <message>
            <source>A</source>
            <comment>plan A, a crowded chart's label</comment>
            <translation>A</translation>
        </message>
        <message>
            <source>B</source>
            <comment>plan B, a crowded chart's label</comment>
            <translation>B</translation>
        </message>
    </context>
    <context>
        <name>ControlSpecs</name>
        <message>
            <source>Data parallel (derived): N is not a multiple of tp·pp·cp = %1</source>
            <translation>Parallélisme de données (dérivé) : N n'est pas un multiple de tp·pp·cp = %1</translation>
        </message>
        <message>
            <source>Data parallel (derived): dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt;; %6 micro-batches per step</source>
            <translation>Parallélisme de données (dérivé) : dp = %1 / (%2·%3·%4) = &lt;b&gt;%5&lt;/b&gt; ; %6 micro-batches par pas</translation>
        </message>
        <message>
            <source>no whole number of</source>
            <translation>pas un nombre entier de</translation>
        </message>
        <message>
            <source>MLA</source>
            <translation>MLA</translation>
        </message>
        <message>
            <source>%1 KV</source>
            <translation>%1 KV</translation>
        </message>
        <message>
            <source>%1 layers, hidden %2, %3 heads (%4), FFN %5, sequence %6%7; %8 parameters</source>
            <translation>%1 couches, hidden %2, %3 têtes (%4), FFN %5, séquence %6%7 ; %8 paramètres</translation>
        </message>
        <message>
            <source>, %1 experts top-%2</source>
            <translation>, %1 experts top-%2</translation>
        </message>
        <message>
            <source>Set %1</source>
            <translation>Définir %1</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>Cluster</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Accelerator type: peak FLOP/s per precision, HBM, NVLink, power and a default price (resources/catalog/gpus.json, with sources).</source>
            <translation>Type d'accélérateur : FLOP/s crête par précision, HBM, NVLink, puissance et prix par défaut (resources/catalog/gpus.json, avec sources).</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>N, the GPUs of the job. The slider steps through counts that make a valid layout (N = tp·pp·cp·dp with dp dividing the global batch); type any count in the box. More GPUs shorten each step until the sync wall.</source>
            <translation>N, les GPU du job. Le curseur parcourt les nombres qui donnent une disposition valide (N = tp·pp·cp·dp avec dp divisant le batch global) ; tapez n'importe quel nombre dans le champ. Plus de GPU raccourcissent chaque pas jusqu'au sync wall.</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>Prix par GPU-heure</translation>
        </message>
        <message>
            <source>What one GPU-hour costs. Total = N × JCT × price; an idle minute costs N × price / 60.</source>
            <translation>Ce que coûte une GPU-heure. Total = N × JCT × prix ; une minute d'inactivité coûte N × prix / 60.</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>Énergie</translation>
        </message>
        <message>
            <source>Power per GPU</source>
            <translation>Puissance par GPU</translation>
        </message>
        <message>
            <source>Average board power of one GPU while training (the GPU's catalog figure by default; choosing a GPU sets it). Energy = N × power × PUE × JCT.</source>
            <translation>Puissance moyenne de la carte d'un GPU en entraînement (par défaut la valeur du catalogue ; choisir un GPU la fixe). Énergie = N × puissance × PUE × JCT.</translation>
        </message>
        <message>
            <source>PUE</source>
            <translation>PUE</translation>
        </message>
        <message>
            <source>Power usage effectiveness: the facility's power over the IT equipment's (cooling, conversion). 1.1–1.2 for a modern data centre; it multiplies the energy.</source>
            <translation>Power usage effectiveness : la puissance du site sur celle des équipements informatiques (refroidissement, conversion). 1.1–1.2 pour un centre de données moderne ; elle multiplie l'énergie.</translation>
        </message>
        <message>
            <source>Electricity price</source>
            <translation>Prix de l'électricité</translation>
        </message>
        <message>
            <source>What one kWh costs. Energy cost = energy × price, added to the GPU-hours in the total cost.</source>
            <translation>Ce que coûte un kWh. Coût de l'énergie = énergie × prix, ajouté aux GPU-heures dans le coût total.</translation>
        </message>
        <message>
            <source>Interconnect</source>
            <translation>Interconnexion</translation>
        </message>
        <message>
            <source>Fabric</source>
            <translation>Fabric</translation>
        </message>
        <message>
            <source>Scale-out network preset: NIC rate, latency, switch hop latency, radix, transport, ECMP and SHARP (resources/catalog/fabrics.json).</source>
            <translation>Préréglage du réseau scale-out : débit NIC, latence, latence par saut de commutateur, radix, transport, ECMP et SHARP (resources/catalog/fabrics.json).</translation>
        </message>
        <message>
            <source>NIC bandwidth per GPU</source>
            <translation>Bande passante NIC par GPU</translation>
        </message>
        <message>
            <source>Line rate of each GPU's NIC. β = line rate × protocol efficiency × loss and ECMP factors (÷ oversubscription across the spine); ring all-reduce time = 2(n−1)α + 2(n−1)/n · N/β.</source>
            <translation>Débit de ligne de la NIC de chaque GPU. β = débit × efficacité du protocole × facteurs de perte et ECMP (÷ sursouscription à travers le spine) ; temps d'un all-reduce en anneau = 2(n−1)α + 2(n−1)/n · N/β.</translation>
        </message>
        <message>
            <source>Network latency</source>
            <translation>Latence réseau</translation>
        </message>
        <message>
            <source>NIC and software latency of one message, before switch hops. α = latency + hops × hop latency; it weighs on small messages and on rings over many ranks (2(n−1)α).</source>
            <translation>Latence NIC et logicielle d'un message, avant les sauts de commutateur. α = latence + sauts × latence par saut ; elle pèse sur les petits messages et sur les anneaux de nombreux rangs (2(n−1)α).</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>Perte de paquets</translation>
        </message>
        <message>
            <source>Probability that a packet is lost. Go-back-N (RoCE default) resends the in-flight window, bandwidth × RTT / MTU packets, per loss: β × 1/(1 + p·W); selective repeat resends one.</source>
            <translation>Probabilité qu'un paquet soit perdu. Go-back-N (par défaut sur RoCE) renvoie la fenêtre en vol, bande passante × RTT / MTU paquets, par perte : β × 1/(1 + p·W) ; selective repeat en renvoie un.</translation>
        </message>
        <message>
            <source>Microburst stall chance</source>
            <translation>Probabilité de blocage par microburst</translation>
        </message>
        <message>
            <source>Probability that one scale-out link stalls a collective call (a microburst, a PFC pause, a tail packet). A call over d domains waits (1 − (1 − p)^d) × the stall duration on average.</source>
            <translation>Probabilité qu'un lien scale-out bloque un appel collectif (un microburst, une pause PFC, un paquet en retard). Un appel sur d domaines attend en moyenne (1 − (1 − p)^d) × la durée du blocage.</translation>
        </message>
        <message>
            <source>Stall duration</source>
            <translation>Durée du blocage</translation>
        </message>
        <message>
            <source>How long one such stall holds the collective, in microseconds.</source>
            <translation>Combien de temps un tel blocage retient la collective, en microsecondes.</translation>
        </message>
        <message>
            <source>Collective algorithm</source>
            <translation>Algorithme collectif</translation>
        </message>
        <message>
            <source>Like NCCL_ALGO. auto: the fastest of ring, tree, hierarchical, NVLS / NVLS-tree / SHARP and PAT for each group and message size, priced with NCCL's tuner constants. A forced algorithm a group cannot use falls back to ring.</source>
            <translation>Comme NCCL_ALGO. auto : le plus rapide parmi ring, tree, hiérarchique, NVLS / NVLS-tree / SHARP et PAT pour chaque groupe et taille de message, évalué avec les constantes du tuner de NCCL. Un algorithme imposé qu'un groupe ne peut pas utiliser se replie sur ring.</translation>
        </message>
        <message>
            <source>NCCL protocol</source>
            <translation>Protocole NCCL</translation>
        </message>
        <message>
            <source>Like NCCL_PROTO. auto: the fastest per call. LL: lowest latency, half the bandwidth; LL128: inside an NVLink domain, 92 % of the bandwidth; Simple: full bandwidth, highest latency.</source>
            <translation>Comme NCCL_PROTO. auto : le plus rapide par appel. LL : latence minimale, moitié de la bande passante ; LL128 : dans un domaine NVLink, 92 % de la bande passante ; Simple : pleine bande passante, latence maximale.</translation>
        </message>
        <message>
            <source>Compare all interconnects on the sync-wall chart</source>
            <translation>Comparer les interconnexions (sync wall)</translation>
        </message>
        <message>
            <source>Adds one predicted-time curve per fabric preset, with this plan's loss rate (Ctrl+I).</source>
            <translation>Ajoute une courbe de temps prévu par préréglage de fabric, avec le taux de perte de ce plan (Ctrl+I).</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>Disposition parallèle</translation>
        </message>
        <message>
            <source>dp = N / (tp·pp·cp), derived. m = global batch / (micro-batch × dp) micro-batches per step; the pipeline bubble is (pp − 1)/(vpp·m) of the work.</source>
            <translation>dp = N / (tp·pp·cp), dérivé. m = batch global / (micro-batch × dp) micro-batches par pas ; la pipeline bubble vaut (pp − 1)/(vpp·m) du travail.</translation>
        </message>
        <message>
            <source>Tensor parallel degree t: splits every layer's GEMMs over t GPUs of one NVLink domain. Costs 4 all-reduces of b·s·h per layer and micro-batch (6 with full recompute).</source>
            <translation>Degré de parallélisme tensoriel t : répartit les GEMM de chaque couche sur t GPU d'un domaine NVLink. Coûte 4 all-reduces de b·s·h par couche et micro-batch (6 avec recalcul complet).</translation>
        </message>
        <message>
            <source>Tensor parallel (tp)</source>
            <translation>Parallélisme tensoriel (tp)</translation>
        </message>
        <message>
            <source>Pipeline parallel (pp)</source>
            <translation>Parallélisme de pipeline (pp)</translation>
        </message>
        <message>
            <source>Virtual stages per GPU (vpp)</source>
            <translation>Étages virtuels par GPU (vpp)</translation>
        </message>
        <message>
            <source>Interleaved 1F1B: v chunks per GPU divide the bubble by v and multiply pipeline transfers by v; activations × (1 + (p−1)/(p·v)).</source>
            <translation>1F1B entrelacé : v tronçons par GPU divisent la bubble par v et multiplient les transferts de pipeline par v ; activations × (1 + (p−1)/(p·v)).</translation>
        </message>
        <message>
            <source>Context parallel (cp)</source>
            <translation>Parallélisme de contexte (cp)</translation>
        </message>
        <message>
            <source>Splits each sequence over c GPUs; K and V blocks travel in a ring, hidden behind attention where it is shorter.</source>
            <translation>Répartit chaque séquence sur c GPU ; les blocs K et V circulent en anneau, cachés derrière l'attention quand elle est plus longue.</translation>
        </message>
        <message>
            <source>Expert parallel (ep)</source>
            <translation>Parallélisme d'experts (ep)</translation>
        </message>
        <message>
            <source>MoE models: experts spread over e GPUs of the data-parallel group; 4 all-to-alls of b·s·h·k per MoE layer and micro-batch, capped by bisection bandwidth.</source>
            <translation>Modèles MoE : experts répartis sur e GPU du groupe data-parallel ; 4 all-to-alls de b·s·h·k par couche MoE et micro-batch, plafonnés par la bande passante de bissection.</translation>
        </message>
        <message>
            <source>Micro-batch</source>
            <translation>Micro-batch</translation>
        </message>
        <message>
            <source>seq</source>
            <translation>séq.</translation>
        </message>
        <message>
            <source>b sequences per micro-batch. Activation memory grows with b; larger GEMMs run closer to peak.</source>
            <translation>b séquences par micro-batch. La mémoire d'activations croît avec b ; de plus grands GEMM tournent plus près de la crête.</translation>
        </message>
        <message>
            <source>Recompute</source>
            <translation>Recalcul</translation>
        </message>
        <message>
            <source>Activation recomputation. none: keep everything; selective: recompute the attention scores (Korthikanti et al.); full: keep only each layer's input and run its forward again (HFU counts it, MFU does not).</source>
            <translation>Recalcul des activations. aucun : tout garder ; sélectif : recalculer les scores d'attention (Korthikanti et al.) ; complet : ne garder que l'entrée de chaque couche et refaire sa passe avant (le HFU la compte, le MFU non).</translation>
        </message>
        <message>
            <source>ZeRO</source>
            <translation>ZeRO</translation>
        </message>
        <message>
            <source>0 (replicated)</source>
            <translation>0 (répliqué)</translation>
        </message>
        <message>
            <source>stage 1</source>
            <translation>niveau 1</translation>
        </message>
        <message>
            <source>stage 2</source>
            <translation>niveau 2</translation>
        </message>
        <message>
            <source>stage 3</source>
            <translation>niveau 3</translation>
        </message>
        <message>
            <source>Rank order</source>
            <translation>Ordre des rangs</translation>
        </message>
        <message>
            <source>Which groups share an NVLink domain. tp-cp-dp-pp (Megatron's default): data-parallel replicas of a stage sit next to each other, pipeline neighbours far apart. tp-cp-pp-dp: a pipeline's stages sit next to each other (on NVL72, a whole tp 8 × pp 9 pipeline in one domain, its transfers on NVLink) and the data-parallel group spreads across domains.</source>
            <translation>Quels groupes partagent un domaine NVLink. tp-cp-dp-pp (défaut de Megatron) : les répliques data-parallel d'un étage sont voisines, les voisins de pipeline éloignés. tp-cp-pp-dp : les étages d'un pipeline sont voisins (sur NVL72, tout un pipeline tp 8 × pp 9 dans un domaine, ses transferts sur NVLink) et le groupe data-parallel s'étend sur plusieurs domaines.</translation>
        </message>
        <message>
            <source>Sequence parallelism</source>
            <translation>Parallélisme de séquence</translation>
        </message>
        <message>
            <source>Toggle sequence parallelism</source>
            <translation>Activer ou désactiver le parallélisme de séquence</translation>
        </message>
        <message>
            <source>Splits norms and dropout over the TP group (activations ÷ t); all-gather / reduce-scatter pairs replace the all-reduces, plus two all-gathers in backward.</source>
            <translation>Répartit les normalisations et le dropout sur le groupe TP (activations ÷ t) ; des paires all-gather / reduce-scatter remplacent les all-reduces, plus deux all-gathers en passe arrière.</translation>
        </message>
        <message>
            <source>Flash attention</source>
            <translation>Flash attention</translation>
        </message>
        <message>
            <source>Toggle flash attention</source>
            <translation>Activer ou désactiver flash attention</translation>
        </message>
        <message>
            <source>Fused attention: the a·s² scores are never stored or streamed through HBM (removes 5as/h from the activations).</source>
            <translation>Attention fusionnée : les scores a·s² ne sont jamais stockés ni transférés par la HBM (retire 5as/h des activations).</translation>
        </message>
        <message>
            <source>Model and data</source>
            <translation>Modèle et données</translation>
        </message>
        <message>
            <source>custom shape</source>
            <translation>forme personnalisée</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <source>Model preset: layers, hidden size, heads, KV heads, FFN, vocabulary, sequence length, MoE shape (resources/catalog/models.json).</source>
            <translation>Préréglage de modèle : couches, taille cachée, têtes, têtes KV, FFN, vocabulaire, longueur de séquence, forme MoE (resources/catalog/models.json).</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>Tokens d'entraînement</translation>
        </message>
        <message>
            <source>B tokens</source>
            <translation>Md tokens</translation>
        </message>
        <message>
            <source>Tokens to train on. Steps S = ceil(tokens / (B·s)); predicted time = startup + Daly's wall time of S steps.</source>
            <translation>Tokens sur lesquels entraîner. Pas S = ceil(tokens / (B·s)) ; temps prévu = démarrage + temps total de Daly pour S pas.</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>Batch global</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>séquences</translation>
        </message>
        <message>
            <source>B sequences per step, fixed while the sync-wall sweep adds GPUs. Must be a multiple of micro-batch × dp.</source>
            <translation>B séquences par pas, fixe pendant que le balayage du sync wall ajoute des GPU. Doit être un multiple de micro-batch × dp.</translation>
        </message>
        <message>
            <source>Expert tensor parallel (etp)</source>
            <translation>Parallélisme tensoriel des experts (etp)</translation>
        </message>
        <message>
            <source>Megatron-Core's expert_tensor_parallel_size: the experts' GEMMs split over etp GPUs instead of tp. ep·etp must divide tp·cp·dp and etp the expert FFN f_e; expert weights per GPU ÷ (ep·etp), each expert GEMM f_e/etp wide, expert gradients reduced over tp·cp·dp/(ep·etp). 0: the same as tp.</source>
            <translation>expert_tensor_parallel_size de Megatron-Core : les GEMM des experts répartis sur etp GPU au lieu de tp. ep·etp doit diviser tp·cp·dp et etp le FFN d'expert f_e ; poids d'experts par GPU ÷ (ep·etp), chaque GEMM d'expert large de f_e/etp, gradients d'experts réduits sur tp·cp·dp/(ep·etp). 0 : comme tp.</translation>
        </message>
        <message>
            <source>same as tp</source>
            <translation>comme tp</translation>
        </message>
        <message>
            <source>First stage layers</source>
            <translation>Couches du premier étage</translation>
        </message>
        <message>
            <source>Last stage layers</source>
            <translation>Couches du dernier étage</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>couches</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>répartition égale</translation>
        </message>
        <message>
            <source>Precision and framework</source>
            <translation>Précision et framework</translation>
        </message>
        <message>
            <source>Precision</source>
            <translation>Précision</translation>
        </message>
        <message>
            <source>Number format of the GEMMs: sets the GPU's peak FLOP/s (catalog; MXFP8 at the FP8 rate where the GPU gives no figure, NVFP4 at its FP4 rate). FP8, MXFP8 and NVFP4 speed only the GEMMs: attention runs at the 16-bit peak, the casts count as memory traffic, and the narrow copies of weights and activations add to memory. A GPU without that peak cannot take it.</source>
            <translation>Format numérique des GEMM : fixe les FLOP/s crête du GPU (catalogue ; MXFP8 au débit FP8 quand le GPU ne donne pas de chiffre, NVFP4 à son débit FP4). FP8, MXFP8 et NVFP4 n'accélèrent que les GEMM : l'attention tourne à la crête 16 bits, les conversions comptent comme trafic mémoire, et les copies étroites des poids et activations s'ajoutent à la mémoire. Un GPU sans cette crête ne peut pas la prendre.</translation>
        </message>
        <message>
            <source>Framework</source>
            <translation>Framework</translation>
        </message>
        <message>
            <source>Overlap gradient reduction</source>
            <translation>Recouvrir la réduction des gradients</translation>
        </message>
        <message>
            <source>Toggle gradient reduction overlap</source>
            <translation>Activer ou désactiver le recouvrement de la réduction des gradients</translation>
        </message>
        <message>
            <source>Overlap parameter all-gather</source>
            <translation>Recouvrir l'all-gather des paramètres</translation>
        </message>
        <message>
            <source>Toggle parameter all-gather overlap</source>
            <translation>Activer ou désactiver le recouvrement de l'all-gather des paramètres</translation>
        </message>
        <message>
            <source>Overlap TP communication with GEMMs</source>
            <translation>Recouvrir la communication TP par les GEMM</translation>
        </message>
        <message>
            <source>Toggle TP communication overlap</source>
            <translation>Activer ou désactiver le recouvrement de la communication TP</translation>
        </message>
        <message>
            <source>Model shape</source>
            <translation>Forme du modèle</translation>
        </message>
        <message>
            <source>Head size</source>
            <translation>Taille de tête</translation>
        </message>
        <message>
            <source>d per attention head, where heads × d ≠ hidden (Qwen3, GPT-OSS). Projections 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs per token, attention scores and values 4·s·a·d (halved if causal), Q, K, V and the output stored as 2(2a + 2a_kv)·d/h bytes per sbh. 0: hidden / heads.</source>
            <translation>d par tête d'attention, quand têtes × d ≠ hidden (Qwen3, GPT-OSS). Projections 2h(a·d + 2·a_kv·d) + 2·a·d·h FLOPs par token, scores et valeurs d'attention 4·s·a·d (moitié si causal), Q, K, V et la sortie stockés en 2(2a + 2a_kv)·d/h octets par sbh. 0 : hidden / têtes.</translation>
        </message>
        <message>
            <source>hidden / heads</source>
            <translation>hidden / têtes</translation>
        </message>
        <message>
            <source>Attention</source>
            <translation>Attention</translation>
        </message>
        <message>
            <source>standard: multi-head attention, grouped-query through the KV heads. MLA (DeepSeek-V2/V3): queries through a rank-d_c' latent, keys and values up-projected per head from a rank-d_c latent plus one shared RoPE key; sets the projections' parameters and FLOPs, the scores' 2s·a·(d_nope + d_rope + d_v) FLOPs per token, and stores the latents with the activations. The KV heads are not used.</source>
            <translation>standard : attention multi-têtes, grouped-query via les têtes KV. MLA (DeepSeek-V2/V3) : requêtes via un latent de rang d_c', clés et valeurs projetées par tête depuis un latent de rang d_c plus une clé RoPE partagée ; fixe les paramètres et FLOPs des projections, les 2s·a·(d_nope + d_rope + d_v) FLOPs par token des scores, et stocke les latents avec les activations. Les têtes KV ne sont pas utilisées.</translation>
        </message>
        <message>
            <source>Multi-token prediction</source>
            <translation>Prédiction multi-token</translation>
        </message>
        <message>
            <source>MTP modules (DeepSeek-V3: 1), on the last pipeline stage. Each runs one more layer (MoE in an MoE model), a 2h → h projection and the output layer again: 3·(layer + 4h² + 2hV) model FLOPs per token, its weights and activations on the last stage, which may then pace the pipeline.</source>
            <translation>Modules MTP (DeepSeek-V3 : 1), sur le dernier étage du pipeline. Chacun exécute une couche de plus (MoE dans un modèle MoE), une projection 2h → h et à nouveau la couche de sortie : 3·(couche + 4h² + 2hV) FLOPs de modèle par token, ses poids et activations sur le dernier étage, qui peut alors cadencer le pipeline.</translation>
        </message>
        <message>
            <source>MLA query latent rank (d_c')</source>
            <translation>Rang latent des requêtes MLA (d_c')</translation>
        </message>
        <message>
            <source>Queries go h → d_c' → a·(d_nope + d_rope): h·d_c' + d_c'·a·(d_nope + d_rope) parameters and twice that in FLOPs per token; the latent is stored for the backward pass. 0: queries straight from h (h·a·(d_nope + d_rope)).</source>
            <translation>Les requêtes passent h → d_c' → a·(d_nope + d_rope) : h·d_c' + d_c'·a·(d_nope + d_rope) paramètres et deux fois cela en FLOPs par token ; le latent est stocké pour la passe arrière. 0 : requêtes directement depuis h (h·a·(d_nope + d_rope)).</translation>
        </message>
        <message>
            <source>not compressed</source>
            <translation>non compressé</translation>
        </message>
        <message>
            <source>MLA key-value latent rank (d_c)</source>
            <translation>Rang latent clé-valeur MLA (d_c)</translation>
        </message>
        <message>
            <source>Keys and values go h → d_c + d_rope, then d_c → a·(d_nope + d_v): h·(d_c + d_rope) + d_c·a·(d_nope + d_v) parameters; the latent is stored for the backward pass.</source>
            <translation>Clés et valeurs passent h → d_c + d_rope, puis d_c → a·(d_nope + d_v) : h·(d_c + d_rope) + d_c·a·(d_nope + d_v) paramètres ; le latent est stocké pour la passe arrière.</translation>
        </message>
        <message>
            <source>MLA query-key head size without RoPE</source>
            <translation>Taille de tête requête-clé MLA sans RoPE</translation>
        </message>
        <message>
            <source>d_nope per head: the scores cost 2s·a·(d_nope + d_rope) FLOPs per token.</source>
            <translation>d_nope par tête : les scores coûtent 2s·a·(d_nope + d_rope) FLOPs par token.</translation>
        </message>
        <message>
            <source>MLA rotary head size</source>
            <translation>Taille de tête rotative MLA</translation>
        </message>
        <message>
            <source>d_rope: the rotary part of each query and key head; the keys' part is one shared h·d_rope projection.</source>
            <translation>d_rope : la partie rotative de chaque tête de requête et de clé ; celle des clés est une projection h·d_rope partagée.</translation>
        </message>
        <message>
            <source>MLA value head size</source>
            <translation>Taille de tête de valeur MLA</translation>
        </message>
        <message>
            <source>d_v per head: the values cost 2s·a·d_v FLOPs per token and the output projection a·d_v·h parameters.</source>
            <translation>d_v par tête : les valeurs coûtent 2s·a·d_v FLOPs par token et la projection de sortie a·d_v·h paramètres.</translation>
        </message>
        <message>
            <source>Mixture of experts</source>
            <translation>Mélange d'experts</translation>
        </message>
        <message>
            <source>Shared experts</source>
            <translation>Experts partagés</translation>
        </message>
        <message>
            <source>Always-active experts of every MoE layer (DeepSeek, Qwen2-MoE, Llama 4): each adds 2·(2 or 3)·h·f_s FLOPs per token and its weights to every GPU of the layer's stage; outside Megatron-Core their GEMMs are what hides the all-to-all.</source>
            <translation>Experts toujours actifs de chaque couche MoE (DeepSeek, Qwen2-MoE, Llama 4) : chacun ajoute 2·(2 ou 3)·h·f_s FLOPs par token et ses poids à chaque GPU de l'étage de la couche ; hors Megatron-Core, leurs GEMM sont ce qui cache l'all-to-all.</translation>
        </message>
        <message>
            <source>Shared expert FFN</source>
            <translation>FFN des experts partagés</translation>
        </message>
        <message>
            <source>f_s, the FFN width of one shared expert. An MoE layer's MLP costs 2·(2 or 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs per token (3 for SwiGLU, E experts' router). 0: the routed experts' f_e.</source>
            <translation>f_s, la largeur FFN d'un expert partagé. Le MLP d'une couche MoE coûte 2·(2 ou 3)·h·(k·f_e + n_s·f_s) + 2hE FLOPs par token (3 pour SwiGLU, routeur sur E experts). 0 : le f_e des experts routés.</translation>
        </message>
        <message>
            <source>expert FFN</source>
            <translation>FFN d'expert</translation>
        </message>
        <message>
            <source>MoE every k-th layer (k)</source>
            <translation>MoE toutes les k couches (k)</translation>
        </message>
        <message>
            <source>After the leading dense layers every k-th layer is MoE, the others dense with FFN f (Megatron-Core's moe_layer_freq; Llama 4 Maverick: 2). Sets how many layers pay the experts' FLOPs, weights and all-to-alls, and so which pipeline stage holds the most.</source>
            <translation>Après les couches denses de tête, une couche sur k est MoE, les autres denses avec FFN f (moe_layer_freq de Megatron-Core ; Llama 4 Maverick : 2). Fixe combien de couches paient les FLOPs, poids et all-to-alls des experts, et donc quel étage du pipeline en contient le plus.</translation>
        </message>
        <message>
            <source>Expert capacity factor</source>
            <translation>Facteur de capacité des experts</translation>
        </message>
        <message>
            <source>Tokens per expert capped at c × the balanced load (tokens beyond it dropped). Every expert's input is padded to max(1, c) × the balanced load: the routed activations, the all-to-all buffers, the dispatched bytes and the experts' GEMMs all grow with c. 0: dropless (taken balanced, as benchmarks force it).</source>
            <translation>Tokens par expert plafonnés à c × la charge équilibrée (au-delà, abandonnés). L'entrée de chaque expert est complétée à max(1, c) × la charge équilibrée : activations routées, tampons all-to-all, octets envoyés et GEMM des experts croissent tous avec c. 0 : dropless (supposé équilibré, comme l'imposent les benchmarks).</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>Checkpoints et pannes</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>Intervalle de checkpoint</translation>
        </message>
        <message>
            <source>min</source>
            <translation>min</translation>
        </message>
        <message>
            <source>τ, time between checkpoints. Expected wall time T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly 2006): short intervals pay δ often, long ones lose more work per failure.</source>
            <translation>τ, temps entre checkpoints. Temps total attendu T = M·e^{R/M}·(e^{(τ+δ)/M} − 1)·T_train/τ (Daly 2006) : les intervalles courts paient δ souvent, les longs perdent plus de travail par panne.</translation>
        </message>
        <message>
            <source>Optimal checkpoint interval (Daly)</source>
            <translation>Intervalle de checkpoint optimal (Daly)</translation>
        </message>
        <message>
            <source>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), with δ the blocking checkpoint time and M the job MTBF.</source>
            <translation>τ = √(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ (Daly 2006), avec δ le temps bloquant du checkpoint et M le MTBF du job.</translation>
        </message>
        <message>
            <source>Use the optimal checkpoint interval</source>
            <translation>Utiliser l'intervalle de checkpoint optimal</translation>
        </message>
        <message>
            <source>Set the checkpoint interval</source>
            <translation>Définir l'intervalle de checkpoint</translation>
        </message>
        <message>
            <source>Asynchronous checkpoints</source>
            <translation>Checkpoints asynchrones</translation>
        </message>
        <message>
            <source>Toggle asynchronous checkpoints</source>
            <translation>Activer ou désactiver les checkpoints asynchrones</translation>
        </message>
        <message>
            <source>Each GPU copies its shard to a host staging buffer (shard / PCIe bandwidth) and the flush to storage (size / flush bandwidth) runs behind; a checkpoint costs δ = max(copy, flush), as the seed defines it.</source>
            <translation>Chaque GPU copie son shard dans un tampon de l'hôte (shard / bande passante PCIe) et l'écriture vers le stockage (taille / bande passante de vidage) se fait en arrière-plan ; un checkpoint coûte δ = max(copie, vidage), comme le seed le définit.</translation>
        </message>
        <message>
            <source>Checkpoint write bandwidth</source>
            <translation>Bande passante d'écriture des checkpoints</translation>
        </message>
        <message>
            <source>Aggregate bandwidth to and from the checkpoint store (written and read back at this rate). Synchronous δ = checkpoint size (14 B/param) / bandwidth.</source>
            <translation>Bande passante agrégée vers et depuis le stockage des checkpoints (écrits et relus à ce débit). δ synchrone = taille du checkpoint (14 B/param) / bande passante.</translation>
        </message>
        <message>
            <source>Async flush bandwidth</source>
            <translation>Bande passante de vidage async</translation>
        </message>
        <message>
            <source>Aggregate rate of the background flush of async checkpoints (the seed: 200 GB/s = 1,600 Gbit/s), shared with the dataset reads on the storage uplinks. Async δ = max(copy, size / this).</source>
            <translation>Débit agrégé du vidage en arrière-plan des checkpoints asynchrones (le seed : 200 GB/s = 1,600 Gbit/s), partagé avec la lecture des données sur les liaisons montantes du stockage. δ async = max(copie, taille / ce débit).</translation>
        </message>
        <message>
            <source>Corrupt checkpoint chance</source>
            <translation>Probabilité de checkpoint corrompu</translation>
        </message>
        <message>
            <source>The chance that the latest checkpoint cannot be read back: the job rolls back to the one before, losing one more interval and δ and downloading again. Adds p·(τ + δ + download) to every recovery.</source>
            <translation>La probabilité que le dernier checkpoint ne puisse pas être relu : le job revient au précédent, perd un intervalle et δ de plus et télécharge à nouveau. Ajoute p·(τ + δ + téléchargement) à chaque reprise.</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Reprise</translation>
        </message>
        <message>
            <source>Drain</source>
            <translation>Arrêt</translation>
        </message>
        <message>
            <source>Stopping the job and finding the failed rank after a failure (watchdog timeouts included).</source>
            <translation>Arrêter le job et trouver le rang en panne après une panne (délais du watchdog compris).</translation>
        </message>
        <message>
            <source>Provisioning</source>
            <translation>Provisionnement</translation>
        </message>
        <message>
            <source>Bringing up a replacement host. Hardware failures only (software failures restart in place); skipped while a hot spare waits.</source>
            <translation>Démarrer un hôte de remplacement. Pannes matérielles seulement (les pannes logicielles redémarrent sur place) ; sauté tant qu'un hôte de secours attend.</translation>
        </message>
        <message>
            <source>Communicator re-initialisation</source>
            <translation>Réinitialisation des communicateurs</translation>
        </message>
        <message>
            <source>Re-creating the process groups and NCCL communicators and warming up. The checkpoint download (size / read bandwidth) is added to recovery, as is the rollback past a corrupt checkpoint.</source>
            <translation>Recréer les groupes de processus et les communicateurs NCCL et les préchauffer. Le téléchargement du checkpoint (taille / bande passante de lecture) s'ajoute à la reprise, de même que le retour au-delà d'un checkpoint corrompu.</translation>
        </message>
        <message>
            <source>Hot spare hosts</source>
            <translation>Hôtes de secours</translation>
        </message>
        <message>
            <source>Hosts kept ready for the job: with at least one, a hardware failure skips provisioning (the pool is taken as refilled by repairs between failures).</source>
            <translation>Hôtes tenus prêts pour le job : avec au moins un, une panne matérielle saute le provisionnement (le pool est supposé regarni par les réparations entre les pannes).</translation>
        </message>
        <message>
            <source>&lt;b&gt;The job MTBF (%1) overrides the per-component MTBFs below&lt;/b&gt;; set it to "per component" to use them.</source>
            <translation>&lt;b&gt;Le MTBF du job (%1) remplace les MTBF par composant ci-dessous&lt;/b&gt; ; mettez-le sur « par composant » pour les utiliser.</translation>
        </message>
        <message>
            <source>Job failure rate λ = the sum over components of count / MTBF; a job MTBF set here overrides them.</source>
            <translation>Taux de pannes du job λ = la somme sur les composants de nombre / MTBF ; un MTBF de job défini ici les remplace.</translation>
        </message>
        <message>
            <source>Failures by component</source>
            <translation>Pannes par composant</translation>
        </message>
        <message>
            <source>Job MTBF (measured)</source>
            <translation>MTBF du job (mesuré)</translation>
        </message>
        <message>
            <source>h</source>
            <translation>h</translation>
        </message>
        <message>
            <source>A measured mean time between the job's interruptions (Llama 3 405B on 16,384 H100: 466 in 54 days, 2.8 h). When set it replaces every per-component MTBF below.</source>
            <translation>Un temps moyen mesuré entre les interruptions du job (Llama 3 405B sur 16,384 H100 : 466 en 54 jours, 2.8 h). Défini, il remplace chaque MTBF par composant ci-dessous.</translation>
        </message>
        <message>
            <source>per component</source>
            <translation>par composant</translation>
        </message>
        <message>
            <source>A job MTBF set in the plan overrides the per-component MTBFs.</source>
            <translation>Un MTBF de job défini dans le plan remplace les MTBF par composant.</translation>
        </message>
        <message>
            <source>MTBF per GPU</source>
            <translation>MTBF par GPU</translation>
        </message>
        <message>
            <source>Mean time between failures of one GPU (HBM, SRAM, GSP, thermal included), up to 10 million hours. N GPUs fail N times as often: 50,000 h over 1,024 GPUs fails every 49 h.</source>
            <translation>Temps moyen entre pannes d'un GPU (HBM, SRAM, GSP, thermique compris), jusqu'à 10 millions d'heures. N GPU tombent en panne N fois plus souvent : 50,000 h sur 1,024 GPU donnent une panne toutes les 49 h.</translation>
        </message>
        <message>
            <source>not modelled</source>
            <translation>non modélisé</translation>
        </message>
        <message>
            <source>MTBF per NIC</source>
            <translation>MTBF par NIC</translation>
        </message>
        <message>
            <source>One NIC per GPU.</source>
            <translation>Une NIC par GPU.</translation>
        </message>
        <message>
            <source>MTBF per switch</source>
            <translation>MTBF par commutateur</translation>
        </message>
        <message>
            <source>Leaves with radix/2 GPU ports each, plus half as many spines.</source>
            <translation>Des leaves de radix/2 ports GPU chacun, plus moitié moins de spines.</translation>
        </message>
        <message>
            <source>MTBF per transceiver</source>
            <translation>MTBF par transceiver</translation>
        </message>
        <message>
            <source>Two transceivers on each GPU's link to its leaf and on each leaf uplink (2N + 2N / oversubscription), cables included.</source>
            <translation>Deux transceivers sur le lien de chaque GPU vers son leaf et sur chaque liaison montante de leaf (2N + 2N / sursouscription), câbles compris.</translation>
        </message>
        <message>
            <source>MTBF per host</source>
            <translation>MTBF par hôte</translation>
        </message>
        <message>
            <source>CPU, memory, power supply, disks, kernel: one per N / GPUs per node.</source>
            <translation>CPU, mémoire, alimentation, disques, noyau : un par N / GPU par nœud.</translation>
        </message>
        <message>
            <source>Software MTBF (per job)</source>
            <translation>MTBF logiciel (par job)</translation>
        </message>
        <message>
            <source>NCCL watchdog timeouts, driver hangs, framework bugs: the job fails without a broken part and restarts in place, with no provisioning.</source>
            <translation>Délais du watchdog NCCL, blocages du pilote, bugs du framework : le job échoue sans pièce défectueuse et redémarre sur place, sans provisionnement.</translation>
        </message>
        <message>
            <source>Storage and data loading</source>
            <translation>Stockage et chargement des données</translation>
        </message>
        <message>
            <source>Storage uplinks</source>
            <translation>Liaisons montantes du stockage</translation>
        </message>
        <message>
            <source>Aggregate bandwidth of the storage fabric, shared by dataset reads and checkpoint traffic: a step that reads longer than it computes stalls, an async flush gets what the reads leave (max-min fair), a synchronous write, a download and the staging have it alone.</source>
            <translation>Bande passante agrégée du réseau de stockage, partagée par la lecture des données et le trafic des checkpoints : un pas qui lit plus longtemps qu'il ne calcule attend, un vidage asynchrone reçoit ce que les lectures laissent (équité max-min), une écriture synchrone, un téléchargement et le préchargement l'ont pour eux seuls.</translation>
        </message>
        <message>
            <source>no limit</source>
            <translation>sans limite</translation>
        </message>
        <message>
            <source>Dataset bytes per token</source>
            <translation>Octets de données par token</translation>
        </message>
        <message>
            <source>Bytes read from storage per trained token: 2–4 for tokenised text, far more for images or video. A step reads B·s·bytes.</source>
            <translation>Octets lus depuis le stockage par token entraîné : 2–4 pour du texte tokenisé, bien plus pour des images ou de la vidéo. Un pas lit B·s·octets.</translation>
        </message>
        <message>
            <source>Data staged before the first step</source>
            <translation>Données préchargées avant le premier pas</translation>
        </message>
        <message>
            <source>Copied from storage at the storage's read rate before training starts: serial, with the startup (Amdahl's fraction).</source>
            <translation>Copiées depuis le stockage à son débit de lecture avant le début de l'entraînement : en série, avec le démarrage (fraction d'Amdahl).</translation>
        </message>
        <message>
            <source>Validation every</source>
            <translation>Validation tous les</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>A validation pass every N steps: forward passes only, through the pipeline.</source>
            <translation>Une passe de validation tous les N pas : passes avant seulement, à travers le pipeline.</translation>
        </message>
        <message>
            <source>never</source>
            <translation>jamais</translation>
        </message>
        <message>
            <source>Validation batches</source>
            <translation>Batches de validation</translation>
        </message>
        <message>
            <source>Global batches in one validation pass; each costs (m + (p − 1)/v) forward micro-batch slots.</source>
            <translation>Batches globaux d'une passe de validation ; chacun coûte (m + (p − 1)/v) créneaux de micro-batch en passe avant.</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>Traînards</translation>
        </message>
        <message>
            <source>One slow GPU</source>
            <translation>Un GPU lent</translation>
        </message>
        <message>
            <source>Per-rank jitter (CV)</source>
            <translation>Gigue par rang (CV)</translation>
        </message>
        <message>
            <source>Backup workers</source>
            <translation>Workers de secours</translation>
        </message>
        <message>
            <source>k spare ranks: the step waits for the N-th fastest of N + k, which drops one slow GPU.</source>
            <translation>k rangs de réserve : le pas attend le N-ième plus rapide de N + k, ce qui écarte un GPU lent.</translation>
        </message>
        <message>
            <source>automatic</source>
            <translation>automatique</translation>
        </message>
        <message>
            <source>on</source>
            <translation>activé</translation>
        </message>
        <message>
            <source>off</source>
            <translation>désactivé</translation>
        </message>
        <message>
            <source>GPUs per node</source>
            <translation>GPU par nœud</translation>
        </message>
        <message>
            <source>GPUs in one host. Nodes = N / this: the hosts that fail (MTBF per host), a leaf's reach in nodes (hops: 2 inside a leaf, 4 across the spine) and the span of each parallel group.</source>
            <translation>GPU dans un hôte. Nœuds = N / cette valeur : les hôtes qui tombent en panne (MTBF par hôte), la portée d'un leaf en nœuds (sauts : 2 dans un leaf, 4 via le spine) et l'étendue de chaque groupe parallèle.</translation>
        </message>
        <message>
            <source>Latency per switch hop</source>
            <translation>Latence par saut</translation>
        </message>
        <message>
            <source>Each switch a message crosses: α = latency + hops × this, with 2 hops inside a leaf, 4 across the spine, 6 across pods of a 3-tier fat-tree.</source>
            <translation>Chaque commutateur traversé par un message : α = latence + sauts × cette valeur, avec 2 sauts dans un leaf, 4 via le spine, 6 entre pods d'un fat-tree à 3 niveaux.</translation>
        </message>
        <message>
            <source>Topology</source>
            <translation>Topologie</translation>
        </message>
        <message>
            <source>Rail-optimised: GPU i of every node on leaf i, so DP and PP rings stay on one rail (a leaf reaches radix/2 nodes); leaf-spine: a leaf serves radix/2 NICs, 2 tiers (4 hops across); 3-tier fat-tree: pods of radix/2 leaves, 6 hops across pods.</source>
            <translation>Optimisée par rail : le GPU i de chaque nœud sur le leaf i, les anneaux DP et PP restent sur un rail (un leaf atteint radix/2 nœuds) ; leaf-spine : un leaf sert radix/2 NIC, 2 niveaux (4 sauts) ; fat-tree à 3 niveaux : pods de radix/2 leafs, 6 sauts entre pods.</translation>
        </message>
        <message>
            <source>Oversubscription</source>
            <translation>Sursouscription</translation>
        </message>
        <message>
            <source>Leaf downlinks over uplinks at the spine tier: traffic that crosses the spine gets β ÷ this; all-to-all is capped by the bisection per GPU, line rate ÷ this.</source>
            <translation>Liens descendants des leafs sur liens montants au niveau spine : le trafic qui traverse le spine obtient β ÷ cette valeur ; l'all-to-all est plafonné par la bissection par GPU, débit de ligne ÷ cette valeur.</translation>
        </message>
        <message>
            <source>Load balancing</source>
            <translation>Équilibrage</translation>
        </message>
        <message>
            <source>Static ECMP hashes a few long-lived flows per NIC onto the leaf's uplinks; a collective runs at the fullest uplink's pace: × (flows/links) / E[max load] (balls into bins). Adaptive routing or packet spraying: × 1.</source>
            <translation>L'ECMP statique répartit par hachage quelques flux longs par NIC sur les liens montants du leaf ; une collective avance au rythme du lien le plus chargé : × (flux/liens) / E[charge max] (boules dans des urnes). Routage adaptatif ou packet spraying : × 1.</translation>
        </message>
        <message>
            <source>Transport</source>
            <translation>Transport</translation>
        </message>
        <message>
            <source>What a lost packet costs: go-back-N (RoCE's default) resends the in-flight window W = bandwidth × RTT / MTU, selective repeat one packet: β × 1/(1 + p·(W + (MTU/message)·RTO/t_packet)).</source>
            <translation>Ce que coûte un paquet perdu : go-back-N (défaut de RoCE) renvoie la fenêtre W = débit × RTT / MTU, selective repeat un seul paquet : β × 1/(1 + p·(W + (MTU/message)·RTO/t_paquet)).</translation>
        </message>
        <message>
            <source>Retransmission timeout</source>
            <translation>Délai de retransmission</translation>
        </message>
        <message>
            <source>A loss with nothing behind it in its message (probability MTU / message) is noticed only by this timer, during which the link idles: the (MTU/message)·RTO/t_packet term of the loss factor. Each such timeout also lengthens the step it lands in (the step's p99).</source>
            <translation>Une perte sans rien derrière elle dans son message (probabilité MTU / message) n'est détectée que par ce minuteur, pendant lequel le lien est inactif : le terme (MTU/message)·RTO/t_paquet du facteur de perte. Chaque expiration allonge aussi le pas où elle tombe (p99 du pas).</translation>
        </message>
        <message>
            <source>Lossless Ethernet</source>
            <translation>Ethernet sans perte</translation>
        </message>
        <message>
            <source>Lossless fabric (RoCE with PFC and ECN)</source>
            <translation>Fabric sans perte (RoCE avec PFC et ECN)</translation>
        </message>
        <message>
            <source>Toggle lossless fabric</source>
            <translation>Activer ou désactiver la fabric sans perte</translation>
        </message>
        <message>
            <source>Priority flow control pauses a sender instead of dropping its packets; ECN marks and DCQCN cut the rate instead. Off (lossy): the pause, ECN and incast terms below do not apply.</source>
            <translation>Le contrôle de flux par priorité met un émetteur en pause au lieu de jeter ses paquets ; le marquage ECN et DCQCN réduisent plutôt le débit. Désactivé (avec pertes) : les termes de pause, d'ECN et d'incast ci-dessous ne s'appliquent pas.</translation>
        </message>
        <message>
            <source>PFC pause share</source>
            <translation>Part de pause PFC</translation>
        </message>
        <message>
            <source>Share of time a scale-out port is paused (the switches' pause counters). Head-of-line blocking stops every flow through a paused port, not only the congesting one: β × (1 − share); each pause lasts buffer / line rate and adds to the steps it lands in (p99).</source>
            <translation>Part du temps où un port scale-out est en pause (compteurs de pause des commutateurs). Le blocage en tête de file arrête tout flux passant par un port en pause, pas seulement le fautif : β × (1 − part) ; chaque pause dure tampon / débit de ligne et s'ajoute aux pas où elle tombe (p99).</translation>
        </message>
        <message>
            <source>Switch buffer per port</source>
            <translation>Tampon par port</translation>
        </message>
        <message>
            <source>Egress buffer of one switch port. Incast at the last hop of an all-to-all: n senders each put a window (bandwidth × RTT) into one port; the share u = 1 − buffer / (n · window) that does not fit is held back by PFC, β × 1/(1 + u). A pause lasts buffer / line rate.</source>
            <translation>Tampon de sortie d'un port de commutateur. Incast au dernier saut d'un all-to-all : n émetteurs mettent chacun une fenêtre (débit × RTT) dans un port ; la part u = 1 − tampon / (n · fenêtre) qui ne tient pas est retenue par PFC, β × 1/(1 + u). Une pause dure tampon / débit de ligne.</translation>
        </message>
        <message>
            <source>ECN notification share</source>
            <translation>Part de notifications ECN</translation>
        </message>
        <message>
            <source>Share of round trips in which a sender receives a congestion notification (a CNP after an ECN-marked packet): β × (1 − share × rate cut).</source>
            <translation>Part des allers-retours où un émetteur reçoit une notification de congestion (un CNP après un paquet marqué ECN) : β × (1 − part × réduction).</translation>
        </message>
        <message>
            <source>ECN rate cut</source>
            <translation>Réduction de débit ECN</translation>
        </message>
        <message>
            <source>How much DCQCN cuts the sending rate per notification: α/2, 50 % with α = 1 (its initial value).</source>
            <translation>De combien DCQCN réduit le débit par notification : α/2, 50 % avec α = 1 (sa valeur initiale).</translation>
        </message>
        <message>
            <source>Gradient bytes</source>
            <translation>Octets de gradient</translation>
        </message>
        <message>
            <source>Bytes per gradient element in the data-parallel reduction: 2 (bf16 reduction, Megatron-Core), 4 (fp32, the other stacks). DP bytes = gradients of the shard × this ÷ compression.</source>
            <translation>Octets par élément de gradient dans la réduction data-parallel : 2 (réduction bf16, Megatron-Core), 4 (fp32, les autres piles). Octets DP = gradients du shard × cette valeur ÷ compression.</translation>
        </message>
        <message>
            <source>Gradient compression</source>
            <translation>Compression des gradients</translation>
        </message>
        <message>
            <source>Divides the data-parallel gradient bytes (PowerSGD, 1-bit Adam, …); it changes convergence, which the planner does not model: the job's tokens stay as given.</source>
            <translation>Divise les octets de gradient data-parallel (PowerSGD, 1-bit Adam, …) ; elle modifie la convergence, que le planificateur ne modélise pas : les tokens du job restent ceux donnés.</translation>
        </message>
        <message>
            <source>Router load imbalance</source>
            <translation>Déséquilibre du routeur</translation>
        </message>
        <message>
            <source>Dropless routing: the busiest expert-parallel rank's tokens ÷ the balanced load. The step waits for that rank, so its experts' GEMMs, its all-to-all bytes and its token buffers grow by this factor. 1: balanced, as benchmarks force it; auxiliary-loss-free balancing keeps the worst expert within about 1.05–1.2× (Wang et al. 2024, MaxVio). Ignored when a capacity factor pads every expert.</source>
            <translation>Routage sans abandon : tokens du rang expert-parallel le plus chargé ÷ la charge équilibrée. Le pas attend ce rang : les GEMM de ses experts, ses octets d'all-to-all et ses tampons de tokens croissent de ce facteur. 1 : équilibré, comme l'imposent les benchmarks ; l'équilibrage sans perte auxiliaire garde le pire expert vers 1.05–1.2× (Wang et al. 2024, MaxVio). Ignoré quand un facteur de capacité complète chaque expert.</translation>
        </message>
        <message>
            <source>Checkpoint read bandwidth</source>
            <translation>Bande passante de lecture des checkpoints</translation>
        </message>
        <message>
            <source>Aggregate rate of reading the checkpoint back after a failure (capped by the storage uplinks): recovery R = drain + provisioning + size / this + re-initialisation.</source>
            <translation>Débit total de relecture du checkpoint après une panne (plafonné par les liaisons montantes du stockage) : reprise R = arrêt + provisionnement + taille / cette valeur + réinitialisation.</translation>
        </message>
        <message>
            <source>Start-up</source>
            <translation>Démarrage</translation>
        </message>
        <message>
            <source>Initialisation and first data load, before the first step: serial, so it is Amdahl's fraction of the job (startup + staging) / JCT, which more GPUs do not shorten.</source>
            <translation>Initialisation et premier chargement des données avant le premier pas : en série, donc la fraction d'Amdahl du job (démarrage + staging) / JCT, que plus de GPU ne raccourcissent pas.</translation>
        </message>
        <message>
            <source>Data stall per step</source>
            <translation>Attente des données par pas</translation>
        </message>
        <message>
            <source>ms</source>
            <translation>ms</translation>
        </message>
        <message>
            <source>Exposed data-loading wait per step, on top of what the storage uplinks impose: T_step += this.</source>
            <translation>Attente visible de chargement des données par pas, en plus de ce qu'imposent les liaisons montantes du stockage : T_pas += cette valeur.</translation>
        </message>
        <message>
            <source>The GPU has no %1 peak in its catalog entry, so it cannot train in this format. GPUs that have one: %2.</source>
            <translation>Le GPU n'a pas de FLOP/s crête %1 dans son entrée du catalogue : il ne peut pas s'entraîner dans ce format. GPU qui en ont : %2.</translation>
        </message>
        <message>
            <source>Sharding over the data-parallel group: 1 = optimizer state (12 B/param ÷ dp), 2 = + gradients, 3 = + weights (gathered before every forward and backward). PyTorch FSDP under a pipeline keeps weights and gradients whole for the step, as stage 1.</source>
            <translation>Sharding sur le groupe data-parallel : 1 = état de l'optimiseur (12 B/param ÷ dp), 2 = + gradients, 3 = + poids (rassemblés avant chaque passe avant et arrière). PyTorch FSDP sous un pipeline garde poids et gradients entiers pendant tout le pas, comme le niveau 1.</translation>
        </message>
        <message>
            <source>Overlap expert all-to-all</source>
            <translation>Recouvrir l'all-to-all des experts</translation>
        </message>
        <message>
            <source>Toggle expert-parallel all-to-all overlap</source>
            <translation>Activer ou désactiver le recouvrement de l'all-to-all des experts</translation>
        </message>
        <message>
            <source>MoE plans: one micro-batch's dispatch and combine all-to-alls run under another micro-batch's compute (Megatron-Core's 1F1B expert-parallel overlap), with no pipeline or an interleaved one: exposed EP = m·max(0, all-to-all time per micro-batch − t_f − t_b). Off, or with a plain 1F1B pipeline, each all-to-all waits, hidden only under the shared experts' GEMMs.</source>
            <translation>Plans MoE : les all-to-all de dispatch et de combine d'un micro-batch s'exécutent sous le calcul d'un autre micro-batch (le recouvrement expert-parallèle 1F1B de Megatron-Core), sans pipeline ou avec un pipeline entrelacé : EP exposé = m·max(0, temps all-to-all par micro-batch − t_f − t_b). Désactivé, ou avec un pipeline 1F1B simple, chaque all-to-all attend, masqué seulement sous les GEMM des experts partagés.</translation>
        </message>
        <message>
            <source>Pipeline stages p: each holds L/p layers; where p does not divide L and no first or last stage is given, the middle stages hold ⌈L/p⌉ and the first and last the rest (a near-even split). Bubble = (p − 1)/(v·m) of the step's work; activations of p micro-batches stay in flight on the first stage.</source>
            <translation>Étages de pipeline p : chacun contient L/p couches ; si p ne divise pas L et qu'aucun premier ou dernier étage n'est donné, les étages du milieu contiennent ⌈L/p⌉ couches et le premier et le dernier le reste (répartition quasi égale). Bubble = (p − 1)/(v·m) du travail du pas ; les activations de p micro-batches restent en vol sur le premier étage.</translation>
        </message>
        <message>
            <source>Uneven pipelines (Megatron-Core's decoder_%1_pipeline_num_layers): this stage holds this many layers, the others split the rest evenly (× vpp). The stage with the most work per micro-batch paces the step, (m + (p − 1)/v)·(t_f + t_b); the last stage also runs the output layer (2hV FLOPs per token) and the MTP layers, so fewer layers there balance it (Llama 3 405B: 126 layers on pp 16, first and last 7). The slider steps through counts that split evenly; 0: even split, L/pp, or, where pp·vpp does not divide L, the near-even split (the middle stages ⌈L/pp⌉, the first and last the rest).</source>
            <translation>Pipelines inégaux (decoder_%1_pipeline_num_layers de Megatron-Core) : cet étage contient ce nombre de couches, les autres se partagent le reste également (× vpp). L'étage le plus chargé par micro-batch cadence le pas, (m + (p − 1)/v)·(t_f + t_b) ; le dernier étage exécute aussi la couche de sortie (2hV FLOPs par token) et les couches MTP, donc moins de couches l'y équilibrent (Llama 3 405B : 126 couches sur pp 16, premier et dernier 7). Le curseur parcourt les nombres qui se répartissent également ; 0 : répartition égale, L/pp, ou, si pp·vpp ne divise pas L, la répartition quasi égale (les étages du milieu ⌈L/pp⌉, le premier et le dernier le reste).</translation>
        </message>
        <message>
            <source>near-even, %1</source>
            <translation>quasi égal, %1</translation>
        </message>
        <message>
            <source>even, %1</source>
            <translation>égal, %1</translation>
        </message>
        <message>
            <source>Transformer Engine userbuffers split each GEMM and pipeline its tensor-parallel all-gather / reduce-scatter under the chunks: exposed TP = m·max(0, TP time per micro-batch − 3 × the stage's GEMM time of one forward). Off: the forward's collectives wait; in the backward, Megatron-Core runs each column-parallel linear's gather and reduce-scatter under that linear's own GEMMs (0.3 of what they hide still paid, for the SMs NCCL holds), the other stacks wait for every one.</source>
            <translation>Les userbuffers de Transformer Engine découpent chaque GEMM et enchaînent son all-gather / reduce-scatter tensoriel sous les morceaux : TP exposé = m·max(0, temps TP par micro-batch − 3 × le temps GEMM de l'étage pour une passe avant). Désactivé : les collectives de la passe avant attendent ; dans la passe arrière, Megatron-Core exécute le gather et le reduce-scatter de chaque couche linéaire parallèle en colonnes sous les GEMM de cette couche (0.3 de ce qu'ils masquent reste payé, pour les SM que NCCL occupe), les autres piles les attendent toutes.</translation>
        </message>
        <message>
            <source>The stack whose schedule the plan assumes; choosing one resets the overlap switches below and the gradient reduction width to its defaults. Megatron-Core: both overlaps, 16-bit gradient reduction, the 1F1B expert-parallel overlap hides one micro-batch's all-to-all under another's compute. Megatron-LM 2021: no overlap, fp32 gradient reduction. FSDP2 and DeepSpeed: both overlaps, fp32 gradient reduction, all-to-alls hidden only under shared experts, and the compute their data-parallel collectives hide under slowed by 0.3 of what they hide. DeepSpeed's ZeRO 3 gathers module by module on one NIC per rank and prefetches 5·10⁷ parameters of a layer, as its 2021-2022 releases measured. Each micro-batch's gradients are added to the accumulated ones inside the weight-gradient GEMM by Megatron-Core, and in a pass over the stage's gradients by the others: 6 bytes a parameter in fp16, 10 (Megatron-LM 2021) or 18 (DeepSpeed's pipeline engine) in bf16; over the gradient shard only where ZeRO 2 or 3 (or FSDP without a pipeline) shards them.</source>
            <translation>La pile dont le plan suppose l'ordonnancement ; en choisir une remet les recouvrements ci-dessous et la largeur de réduction des gradients à ses valeurs par défaut. Megatron-Core : les deux recouvrements, réduction des gradients en 16 bits, le recouvrement expert-parallel 1F1B cache l'all-to-all d'un micro-batch sous le calcul d'un autre. Megatron-LM 2021 : aucun recouvrement, réduction des gradients en fp32. FSDP2 et DeepSpeed : les deux recouvrements, réduction des gradients en fp32, all-to-alls cachés seulement sous les experts partagés, et le calcul sous lequel leurs collectives data-parallel se cachent ralenti de 0.3 de ce qu'elles cachent. Le ZeRO 3 de DeepSpeed rassemble module par module sur une NIC par rang et précharge 5·10⁷ paramètres d'une couche, comme ses versions de 2021-2022 l'ont mesuré. Megatron-Core ajoute les gradients de chaque micro-batch à ceux déjà accumulés dans le GEMM des gradients de poids, les autres en une passe sur les gradients de l'étage : 6 octets par paramètre en fp16, 10 (Megatron-LM 2021) ou 18 (moteur de pipeline de DeepSpeed) en bf16 ; sur la seule partition des gradients là où ZeRO 2 ou 3 (ou FSDP sans pipeline) les partitionne.</translation>
        </message>
        <message>
            <source>The data-parallel gradient all-reduce (reduce-scatter with ZeRO) runs under the last micro-batch's backward pass, bucket by bucket as the backward fills them; the last bucket (the first layers and the input embedding, a share f of the stage's gradients) waits for its end: exposed = max(f·sync, sync − (1 − f)·t_b); off: all of it adds to the step.</source>
            <translation>L'all-reduce data-parallel des gradients (reduce-scatter avec ZeRO) s'exécute sous la passe arrière du dernier micro-batch, bucket par bucket à mesure que la passe arrière les remplit ; le dernier bucket (les premières couches et l'embedding d'entrée, une part f des gradients de l'étage) attend sa fin : exposé = max(f·sync, sync − (1 − f)·t_b) ; désactivé : tout s'ajoute au pas.</translation>
        </message>
        <message>
            <source>The sharded optimizer's all-gather of the updated weights runs under the next step's first forward, whose first layers wait for the first bucket: exposed = max(f·gather, gather − (1 − f)·t_f). With ZeRO-3 each micro-batch's gathers are prefetched instead, m·(max(0, g − t_f) + max(0, g − t_b)); off: 2·m·g.</source>
            <translation>L'all-gather des poids mis à jour par l'optimiseur shardé s'exécute sous la première passe avant du pas suivant, dont les premières couches attendent le premier bucket : exposé = max(f·gather, gather − (1 − f)·t_f). Avec ZeRO-3, ce sont plutôt les gathers de chaque micro-batch qui sont préchargés, m·(max(0, g − t_f) + max(0, g − t_b)) ; désactivé : 2·m·g.</translation>
        </message>
        <message>
            <source>One GPU this much slower (e.g. 15 % thermal throttling). Synchronous steps wait for it: compute stretches by that much, every step, or by the ranks' jitter where that wait is longer.</source>
            <translation>Un GPU plus lent d'autant (p. ex. 15 % de bridage thermique). Les pas synchrones l'attendent : le calcul s'allonge d'autant, à chaque pas, ou de l'attente due à la variabilité des rangs quand elle est plus longue.</translation>
        </message>
        <message>
            <source>Random compute-time variation of each rank, on top of the GPU's own (its catalog calibration, 0.5 % for every catalog GPU): cv = √(cv_GPU² + cv_plan²). The step waits for the slowest of N: compute × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).</source>
            <translation>Variation aléatoire du temps de calcul de chaque rang, en plus de celle propre au GPU (sa calibration du catalogue, 0.5 % pour chaque GPU du catalogue) : cv = √(cv_GPU² + cv_plan²). Le pas attend le plus lent des N : calcul × cv·Φ⁻¹((N − 0.375)/(N + k + 0.25)) (Blom).</translation>
        </message>
    </context>
    <context>
        <name>EnumNames</name>
        <message>
            <source>GeLU</source>
            <translation>GeLU</translation>
        </message>
        <message>
            <source>SwiGLU</source>
            <translation>SwiGLU</translation>
        </message>
        <message>
            <source>standard (MHA / GQA)</source>
            <translation>standard (MHA / GQA)</translation>
        </message>
        <message>
            <source>multi-head latent (MLA)</source>
            <translation>latent multi-têtes (MLA)</translation>
        </message>
        <message>
            <source>Megatron-Core</source>
            <translation>Megatron-Core</translation>
        </message>
        <message>
            <source>Megatron-LM (2021)</source>
            <translation>Megatron-LM (2021)</translation>
        </message>
        <message>
            <source>PyTorch FSDP2</source>
            <translation>PyTorch FSDP2</translation>
        </message>
        <message>
            <source>DeepSpeed</source>
            <translation>DeepSpeed</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>selective</source>
            <translation>sélectif</translation>
        </message>
        <message>
            <source>full</source>
            <translation>complet</translation>
        </message>
        <message>
            <source>rail-optimized</source>
            <translation>optimisé rail</translation>
        </message>
        <message>
            <source>leaf-spine</source>
            <translation>leaf-spine</translation>
        </message>
        <message>
            <source>3-tier fat-tree</source>
            <translation>fat-tree à 3 niveaux</translation>
        </message>
        <message>
            <source>go-back-N</source>
            <translation>go-back-N</translation>
        </message>
        <message>
            <source>selective repeat</source>
            <translation>selective repeat</translation>
        </message>
        <message>
            <source>adaptive routing</source>
            <translation>routage adaptatif</translation>
        </message>
        <message>
            <source>static ECMP</source>
            <translation>ECMP statique</translation>
        </message>
        <message>
            <source>auto (fastest)</source>
            <translation>auto (le plus rapide)</translation>
        </message>
        <message>
            <source>communication-bound</source>
            <translation>limité par la communication</translation>
        </message>
        <message>
            <source>balanced</source>
            <translation>équilibré</translation>
        </message>
        <message>
            <source>compute-bound</source>
            <translation>limité par le calcul</translation>
        </message>
        <message>
            <source>Shortest predicted job time</source>
            <translation>Durée du job prévue la plus courte</translation>
        </message>
        <message>
            <source>Lowest total cost</source>
            <translation>Coût total le plus bas</translation>
        </message>
        <message>
            <source>Lowest cost per trained token</source>
            <translation>Coût par token entraîné le plus bas</translation>
        </message>
        <message>
            <source>scale-out bandwidth +10 %</source>
            <translation>bande passante scale-out +10 %</translation>
        </message>
        <message>
            <source>+1 µs per switch hop</source>
            <translation>+1 µs par saut de commutateur</translation>
        </message>
        <message>
            <source>0.01 % packet loss</source>
            <translation>0.01 % de perte de paquets</translation>
        </message>
        <message>
            <source>0.1 % packet loss</source>
            <translation>0.1 % de perte de paquets</translation>
        </message>
        <message>
            <source>1 % packet loss</source>
            <translation>1 % de perte de paquets</translation>
        </message>
        <message>
            <source>one GPU 15 % slower</source>
            <translation>un GPU 15 % plus lent</translation>
        </message>
        <message>
            <source>step time</source>
            <translation>temps de pas</translation>
        </message>
        <message>
            <source>model TFLOP/s per GPU</source>
            <translation>TFLOP/s modèle par GPU</translation>
        </message>
        <message>
            <source>hardware TFLOP/s per GPU</source>
            <translation>TFLOP/s matériel par GPU</translation>
        </message>
        <message>
            <source>tokens/s per GPU</source>
            <translation>tokens/s par GPU</translation>
        </message>
    </context>
    <context>
        <name>Figures</name>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Predicted job time</source>
            <translation>Durée du job prévue</translation>
        </message>
        <message>
            <source>JCT (predicted)</source>
            <translation>JCT (prévu)</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of the training steps with checkpoints and failures.</source>
            <translation>Démarrage + temps total attendu de Daly des pas d'entraînement avec checkpoints et pannes.</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>Minimum théorique</translation>
        </message>
        <message>
            <source>JCT minimum</source>
            <translation>JCT minimum</translation>
        </message>
        <message>
            <source>Steps × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>Pas × le calcul seul du pas : ni communication, bubble, recalcul, traînards, checkpoints ni pannes.</translation>
        </message>
        <message>
            <source>Failure-free training time</source>
            <translation>Temps d'entraînement sans panne</translation>
        </message>
        <message>
            <source>Training time</source>
            <translation>Temps d'entraînement</translation>
        </message>
        <message>
            <source>Steps × step time, no checkpoints or failures.</source>
            <translation>Pas × temps de pas, sans checkpoints ni pannes.</translation>
        </message>
        <message>
            <source>Efficiency</source>
            <translation>Efficacité</translation>
        </message>
        <message>
            <source>Theoretical minimum / predicted. Below 70 %: communication-bound; above 85 %: compute-bound.</source>
            <translation>Minimum théorique / prévu. Sous 70 % : limité par la communication ; au-dessus de 85 % : limité par le calcul.</translation>
        </message>
        <message>
            <source>Verdict</source>
            <translation>Verdict</translation>
        </message>
        <message>
            <source>Below 70 % of the theoretical minimum: communication-bound; above 85 %: compute-bound.</source>
            <translation>Sous 70 % du minimum théorique : limité par la communication ; au-dessus de 85 % : limité par le calcul.</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>Pas d'entraînement</translation>
        </message>
        <message>
            <source>Steps</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>S = ceil(tokens / (B·s)).</source>
            <translation>S = ceil(tokens / (B·s)).</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Temps de pas</translation>
        </message>
        <message>
            <source>Throughput per GPU</source>
            <translation>Débit par GPU</translation>
        </message>
        <message>
            <source>Model FLOPs (no recomputation) per step / (N × step time).</source>
            <translation>FLOPs modèle (sans recalcul) par pas / (N × temps de pas).</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Training tokens per GPU</source>
            <translation>Tokens d'entraînement par GPU</translation>
        </message>
        <message>
            <source>Tokens/s per GPU</source>
            <translation>Tokens/s par GPU</translation>
        </message>
        <message>
            <source>Tokens per GPU</source>
            <translation>Tokens par GPU</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N).</source>
            <translation>Tokens d'entraînement par seconde et par GPU : B·s / (temps de pas × N).</translation>
        </message>
        <message>
            <source>HFU</source>
            <translation>HFU</translation>
        </message>
        <message>
            <source>GEMM efficiency</source>
            <translation>Efficacité des GEMM</translation>
        </message>
        <message>
            <source>The achieved fraction of peak in a dense layer's GEMMs, FLOP-weighted.</source>
            <translation>La fraction de la crête atteinte dans les GEMM d'une couche dense, pondérée par les FLOPs.</translation>
        </message>
        <message>
            <source>GPU utilization (compute share of a step)</source>
            <translation>Utilisation GPU (part de calcul d'un pas)</translation>
        </message>
        <message>
            <source>GPU utilization</source>
            <translation>Utilisation GPU</translation>
        </message>
        <message>
            <source>(Compute + recompute) / step time.</source>
            <translation>(Calcul + recalcul) / temps de pas.</translation>
        </message>
        <message>
            <source>Model FLOPs per step</source>
            <translation>FLOPs modèle par pas</translation>
        </message>
        <message>
            <source>Model FLOPs</source>
            <translation>FLOPs modèle</translation>
        </message>
        <message>
            <source>3 × forward × B·s.</source>
            <translation>3 × passe avant × B·s.</translation>
        </message>
        <message>
            <source>Hardware FLOPs per step</source>
            <translation>FLOPs matériels par pas</translation>
        </message>
        <message>
            <source>Hardware FLOPs</source>
            <translation>FLOPs matériels</translation>
        </message>
        <message>
            <source>Model FLOPs and recomputation.</source>
            <translation>FLOPs modèle et recalcul.</translation>
        </message>
        <message>
            <source>Overlap ratio</source>
            <translation>Taux de recouvrement</translation>
        </message>
        <message>
            <source>Overlap</source>
            <translation>Recouvrement</translation>
        </message>
        <message>
            <source>(Hidden − exposed communication) / step time; below 0 the network sets the pace.</source>
            <translation>(Communication cachée − exposée) / temps de pas ; sous 0, le réseau impose le rythme.</translation>
        </message>
        <message>
            <source>Memory per GPU</source>
            <translation>Mémoire par GPU</translation>
        </message>
        <message>
            <source>Weights, gradients, optimizer state, activations and buffers of the most loaded stage.</source>
            <translation>Poids, gradients, état de l'optimiseur, activations et tampons de l'étage le plus chargé.</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>Coût total</translation>
        </message>
        <message>
            <source>GPU-hours × price + energy.</source>
            <translation>GPU-heures × prix + énergie.</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>Coût GPU</translation>
        </message>
        <message>
            <source>GPU-hours × price per GPU-hour.</source>
            <translation>GPU-heures × prix par GPU-heure.</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>Coût de l'énergie</translation>
        </message>
        <message>
            <source>Energy × price per kWh.</source>
            <translation>Énergie × prix par kWh.</translation>
        </message>
        <message>
            <source>Energy</source>
            <translation>Énergie</translation>
        </message>
        <message>
            <source>N × power × PUE × JCT.</source>
            <translation>N × puissance × PUE × JCT.</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU-heures</translation>
        </message>
        <message>
            <source>N × JCT.</source>
            <translation>N × JCT.</translation>
        </message>
        <message>
            <source>Idle cost</source>
            <translation>Coût d'inactivité</translation>
        </message>
        <message>
            <source>N × price × (predicted − theoretical minimum).</source>
            <translation>N × prix × (prévu − minimum théorique).</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>Coût d'une minute inactive</translation>
        </message>
        <message>
            <source>Idle minute cost</source>
            <translation>Coût par minute inactive</translation>
        </message>
        <message>
            <source>N × price / 60. Idle cost = N × price × (predicted − theoretical minimum).</source>
            <translation>N × prix / 60. Coût d'inactivité = N × prix × (prévu − minimum théorique).</translation>
        </message>
        <message>
            <source>Cost of an idle second</source>
            <translation>Coût d'une seconde d'inactivité</translation>
        </message>
        <message>
            <source>Idle second cost</source>
            <translation>Coût par seconde inactive</translation>
        </message>
        <message>
            <source>N × price / 3,600: what every second the whole cluster waits costs.</source>
            <translation>N × prix / 3,600 : ce que coûte chaque seconde d'attente du cluster entier.</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>Coût par million de tokens</translation>
        </message>
        <message>
            <source>Cost per M tokens</source>
            <translation>Coût par M tokens</translation>
        </message>
        <message>
            <source>Total cost / tokens × 10⁶.</source>
            <translation>Coût total / tokens × 10⁶.</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>Surcoût des checkpoints</translation>
        </message>
        <message>
            <source>Training time × δ / τ: the time checkpoints stall training.</source>
            <translation>Temps d'entraînement × δ / τ : le temps pendant lequel les checkpoints bloquent l'entraînement.</translation>
        </message>
        <message>
            <source>Checkpoint overhead (share of training)</source>
            <translation>Surcoût des checkpoints (part de l'entraînement)</translation>
        </message>
        <message>
            <source>Checkpoint overhead / failure-free training time.</source>
            <translation>Surcoût des checkpoints / temps d'entraînement sans panne.</translation>
        </message>
        <message>
            <source>Checkpoint interval</source>
            <translation>Intervalle de checkpoint</translation>
        </message>
        <message>
            <source>The plan's interval, or Daly's optimum.</source>
            <translation>L'intervalle du plan, ou l'optimum de Daly.</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>Taille du checkpoint</translation>
        </message>
        <message>
            <source>Parameters × (weight bytes + 12 B of optimizer state).</source>
            <translation>Paramètres × (octets des poids + 12 B d'état de l'optimiseur).</translation>
        </message>
        <message>
            <source>Young's optimal interval</source>
            <translation>Intervalle optimal de Young</translation>
        </message>
        <message>
            <source>Young</source>
            <translation>Young</translation>
        </message>
        <message>
            <source>√(2δM).</source>
            <translation>√(2δM).</translation>
        </message>
        <message>
            <source>Daly's optimal interval</source>
            <translation>Intervalle optimal de Daly</translation>
        </message>
        <message>
            <source>Daly</source>
            <translation>Daly</translation>
        </message>
        <message>
            <source>√(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ.</source>
            <translation>√(2δM)·(1 + ⅓√(δ/2M) + δ/18M) − δ.</translation>
        </message>
        <message>
            <source>Checkpoint stall</source>
            <translation>Blocage du checkpoint</translation>
        </message>
        <message>
            <source>δ: the write time, or async max(copy to host, flush to storage).</source>
            <translation>δ : le temps d'écriture, ou en asynchrone max(copie vers l'hôte, vidage vers le stockage).</translation>
        </message>
        <message>
            <source>Checkpoint copy to host</source>
            <translation>Copie du checkpoint vers l'hôte</translation>
        </message>
        <message>
            <source>Checkpoint copy</source>
            <translation>Copie du checkpoint</translation>
        </message>
        <message>
            <source>Async: this GPU's shard / host copy bandwidth.</source>
            <translation>Async : shard de ce GPU / bande passante de copie vers l'hôte.</translation>
        </message>
        <message>
            <source>Final checkpoint</source>
            <translation>Checkpoint final</translation>
        </message>
        <message>
            <source>The job ends when its last checkpoint is on storage: one more δ.</source>
            <translation>Le job se termine quand son dernier checkpoint est sur le stockage : un δ de plus.</translation>
        </message>
        <message>
            <source>Checkpoint write</source>
            <translation>Écriture du checkpoint</translation>
        </message>
        <message>
            <source>Size / write bandwidth.</source>
            <translation>Taille / bande passante d'écriture.</translation>
        </message>
        <message>
            <source>Checkpoint flush</source>
            <translation>Vidage du checkpoint</translation>
        </message>
        <message>
            <source>Async: size / flush bandwidth, behind training.</source>
            <translation>Async : taille / bande passante de vidage, derrière l'entraînement.</translation>
        </message>
        <message>
            <source>Failure overhead</source>
            <translation>Surcoût des pannes</translation>
        </message>
        <message>
            <source>Lost work and recovery over the job (Daly 2006).</source>
            <translation>Travail perdu et reprise sur la durée du job (Daly 2006).</translation>
        </message>
        <message>
            <source>Failure overhead (share of training)</source>
            <translation>Surcoût des pannes (part de l'entraînement)</translation>
        </message>
        <message>
            <source>Failure overhead / failure-free training time.</source>
            <translation>Surcoût des pannes / temps d'entraînement sans panne.</translation>
        </message>
        <message>
            <source>Expected failures</source>
            <translation>Pannes attendues</translation>
        </message>
        <message>
            <source>Expected wall time / job MTBF.</source>
            <translation>Temps total attendu / MTBF du job.</translation>
        </message>
        <message>
            <source>Job MTBF</source>
            <translation>MTBF du job</translation>
        </message>
        <message>
            <source>M = 1/λ, λ = N/MTBF_gpu + nodes/MTBF_node + switches/MTBF_switch + software.</source>
            <translation>M = 1/λ, λ = N/MTBF_gpu + nœuds/MTBF_node + commutateurs/MTBF_switch + logiciel.</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>Reprise par panne</translation>
        </message>
        <message>
            <source>Recovery</source>
            <translation>Reprise</translation>
        </message>
        <message>
            <source>Drain + provisioning + checkpoint download + re-initialisation + rollback past a corrupt checkpoint.</source>
            <translation>Arrêt + provisionnement + téléchargement du checkpoint + réinitialisation + retour au-delà d'un checkpoint corrompu.</translation>
        </message>
        <message>
            <source>Lost work per failure</source>
            <translation>Travail perdu par panne</translation>
        </message>
        <message>
            <source>Lost work</source>
            <translation>Travail perdu</translation>
        </message>
        <message>
            <source>Failure overhead / expected failures − recovery: the work since the last checkpoint, ≈ (τ + δ)/2.</source>
            <translation>Surcoût des pannes / pannes attendues − reprise : le travail depuis le dernier checkpoint, ≈ (τ + δ)/2.</translation>
        </message>
        <message>
            <source>Goodput (effective training time ratio)</source>
            <translation>Goodput (part du temps d'entraînement effectif)</translation>
        </message>
        <message>
            <source>Goodput</source>
            <translation>Goodput</translation>
        </message>
        <message>
            <source>Training steps / predicted job time: what checkpoints, failures, validation and the serial start leave.</source>
            <translation>Pas d'entraînement / durée du job prévue : ce que laissent les checkpoints, les pannes, la validation et le démarrage en série.</translation>
        </message>
        <message>
            <source>Serial part (startup, staging)</source>
            <translation>Partie série (démarrage, préchargement)</translation>
        </message>
        <message>
            <source>Serial part</source>
            <translation>Partie série</translation>
        </message>
        <message>
            <source>Startup + data staged / storage read rate: more GPUs do not shorten it.</source>
            <translation>Démarrage + données préchargées / débit de lecture du stockage : plus de GPU ne la raccourcissent pas.</translation>
        </message>
        <message>
            <source>Serial fraction (Amdahl)</source>
            <translation>Fraction série (Amdahl)</translation>
        </message>
        <message>
            <source>Serial fraction</source>
            <translation>Fraction série</translation>
        </message>
        <message>
            <source>Serial part / predicted job time: more GPUs speed the job up by at most 1 / this.</source>
            <translation>Partie série / durée du job prévue : plus de GPU accélèrent le job d'au plus 1 / cette valeur.</translation>
        </message>
        <message>
            <source>Validation</source>
            <translation>Validation</translation>
        </message>
        <message>
            <source>floor(S / N) passes × batches × (m + (p − 1)/v) forward slots.</source>
            <translation>floor(S / N) passes × batches × (m + (p − 1)/v) créneaux de passe avant.</translation>
        </message>
        <message>
            <source>Storage stall per step</source>
            <translation>Attente du stockage par pas</translation>
        </message>
        <message>
            <source>Storage stall</source>
            <translation>Attente du stockage</translation>
        </message>
        <message>
            <source>max(0, bytes per step / storage uplinks − the step without it).</source>
            <translation>max(0, octets par pas / liaisons montantes du stockage − le pas sans elle).</translation>
        </message>
        <message>
            <source>Sync wall (least JCT at this global batch)</source>
            <translation>Sync wall (JCT minimal à ce batch global)</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch stays fixed.</source>
            <translation>Le nombre de GPU avec la durée de job prévue la plus courte quand le batch global reste fixe.</translation>
        </message>
        <message>
            <source>Data-parallel size at the sync wall</source>
            <translation>Taille data-parallel au sync wall</translation>
        </message>
        <message>
            <source>Wall dp</source>
            <translation>dp au wall</translation>
        </message>
        <message>
            <source>Predicted JCT at the sync wall</source>
            <translation>JCT prévu au sync wall</translation>
        </message>
        <message>
            <source>JCT at the wall</source>
            <translation>JCT au wall</translation>
        </message>
        <message>
            <source>Knee (scaling efficiency at or above the threshold)</source>
            <translation>Coude (efficacité de mise à l'échelle au seuil ou au-dessus)</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>Coude</translation>
        </message>
        <message>
            <source>The largest GPU count up to which every valid count keeps a scaling efficiency E = (T(N₀)/T(N)) / (N/N₀) at or above the threshold, N₀ the smallest count that fits, T the predicted job time, the global batch fixed.</source>
            <translation>Le plus grand nombre de GPU jusqu'auquel chaque nombre valide garde une efficacité de mise à l'échelle E = (T(N₀)/T(N)) / (N/N₀) au seuil ou au-dessus, N₀ le plus petit nombre qui tient, T la durée de job prévue, le batch global fixe.</translation>
        </message>
        <message>
            <source>Scaling efficiency at the knee</source>
            <translation>Efficacité de mise à l'échelle au coude</translation>
        </message>
        <message>
            <source>Knee efficiency</source>
            <translation>Efficacité au coude</translation>
        </message>
        <message>
            <source>Knee threshold (scaling efficiency)</source>
            <translation>Seuil du coude (efficacité de mise à l'échelle)</translation>
        </message>
        <message>
            <source>Knee threshold</source>
            <translation>Seuil du coude</translation>
        </message>
        <message>
            <source>First count below the knee threshold</source>
            <translation>Premier nombre sous le seuil du coude</translation>
        </message>
        <message>
            <source>Below the knee</source>
            <translation>Sous le coude</translation>
        </message>
        <message>
            <source>Scaling efficiency there</source>
            <translation>Efficacité de mise à l'échelle à ce point</translation>
        </message>
        <message>
            <source>Efficiency below the knee</source>
            <translation>Efficacité sous le coude</translation>
        </message>
        <message>
            <source>Scaling efficiency reference (smallest count that fits)</source>
            <translation>Référence de l'efficacité (plus petit nombre qui tient)</translation>
        </message>
        <message>
            <source>Efficiency reference</source>
            <translation>Référence d'efficacité</translation>
        </message>
        <message>
            <source>Batch limit (dp = B/b, one micro-batch per rank)</source>
            <translation>Limite du batch (dp = B/b, un micro-batch par rang)</translation>
        </message>
        <message>
            <source>Batch limit</source>
            <translation>Limite du batch</translation>
        </message>
        <message>
            <source>Valid GPU counts evaluated for the sync wall</source>
            <translation>Nombres de GPU valides évalués pour le sync wall</translation>
        </message>
        <message>
            <source>Counts evaluated</source>
            <translation>Nombres évalués</translation>
        </message>
        <message>
            <source>Marginal limit</source>
            <translation>Limite marginale</translation>
        </message>
        <message>
            <source>The last valid GPU count before going to the next valid count returns under half of linear speed-up (kept for scripts; the knee replaces it).</source>
            <translation>Le dernier nombre de GPU valide avant que le passage au nombre valide suivant ne rapporte moins de la moitié d'une accélération linéaire (conservé pour les scripts ; le coude le remplace).</translation>
        </message>
        <message>
            <source>minimum %1</source>
            <translation>minimum %1</translation>
        </message>
        <message>
            <source>Startup + Daly's expected wall time of S = %1 steps of %2, with checkpoints and failures. The minimum is S × the step's compute alone: no communication, bubble, recompute, stragglers, checkpoints or failures.</source>
            <translation>Démarrage + temps total attendu de Daly de S = %1 pas de %2, avec checkpoints et pannes. Le minimum est S × le calcul seul du pas : ni communication, bubble, recalcul, traînards, checkpoints ni pannes.</translation>
        </message>
        <message>
            <source>%1 TFLOP/s per GPU</source>
            <translation>%1 TFLOP/s par GPU</translation>
        </message>
        <message>
            <source>of %1 usable</source>
            <translation>sur %1 utilisables</translation>
        </message>
        <message>
            <source>%1. Usable = %2 HBM less %3 for the CUDA context, NCCL and libraries.</source>
            <translation>%1. Utilisable = %2 de HBM moins %3 pour le contexte CUDA, NCCL et les bibliothèques.</translation>
        </message>
        <message>
            <source>%1 per million tokens</source>
            <translation>%1 par million de tokens</translation>
        </message>
        <message>
            <source>GPU-hours × price (%1) + energy (%2: N × power × PUE × JCT × price per kWh).</source>
            <translation>GPU-heures × prix (%1) + énergie (%2 : N × puissance × PUE × JCT × prix par kWh).</translation>
        </message>
        <message>
            <source>%1/s · idle in all: %2</source>
            <translation>%1/s · inactivité : %2</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <source>%1 h</source>
            <translation>%1 h</translation>
        </message>
        <message>
            <source>an hour</source>
            <translation>une heure</translation>
        </message>
        <message>
            <source>%1 hours</source>
            <translation>%1 heures</translation>
        </message>
        <message>
            <source>a minute</source>
            <translation>une minute</translation>
        </message>
        <message>
            <source>%1 minutes</source>
            <translation>%1 minutes</translation>
        </message>
        <message>
            <source>Effective training time ratio: %1 of training steps in a predicted %2. Checkpoints take %3, failures %4 (lost work %5 and recovery %6 per failure), validation %7, the serial start %8; more GPUs speed the job up by at most %9×.</source>
            <translation>Part du temps d'entraînement effectif : %1 de pas d'entraînement sur %2 prévus. Les checkpoints prennent %3, les pannes %4 (travail perdu %5 et reprise %6 par panne), la validation %7, le démarrage en série %8 ; plus de GPU accélèrent le job d'au plus %9×.</translation>
        </message>
        <message>
            <source>no failures modelled, goodput %1</source>
            <translation>aucune panne modélisée, goodput %1</translation>
        </message>
        <message>
            <source>MTBF %1 · goodput %2</source>
            <translation>MTBF %1 · goodput %2</translation>
        </message>
        <message>
            <source>T_wall / M, with M = 1/λ and λ = N/MTBF_gpu + NICs/MTBF_nic + … (Daly 2006). Checkpoints add %1.</source>
            <translation>T_wall / M, avec M = 1/λ et λ = N/MTBF_gpu + NIC/MTBF_nic + … (Daly 2006). Les checkpoints ajoutent %1.</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source> The plan's job MTBF overrides the per-component MTBFs.</source>
            <translation> Le MTBF du job défini dans le plan remplace les MTBF par composant.</translation>
        </message>
        <message>
            <source> By source: %1.</source>
            <translation> Par source : %1.</translation>
        </message>
        <message>
            <source> Recovery %1 = %2; lost work %3 per failure; failures add %4 to training. </source>
            <translation> Reprise %1 = %2 ; travail perdu %3 par panne ; les pannes ajoutent %4 à l'entraînement. </translation>
        </message>
        <message>
            <source>this plan: %1 GPUs</source>
            <translation>ce plan : %1 GPU</translation>
        </message>
        <message>
            <source> Knee: %1.</source>
            <translation> Coude : %1.</translation>
        </message>
        <message>
            <source> This plan: %1 GPUs.</source>
            <translation> Ce plan : %1 GPU.</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPU</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>%1 tokens/s</source>
            <translation>%1 tokens/s</translation>
        </message>
        <message>
            <source>weights %1, gradients %2, optimizer %3, activations %4, buffers %5, allocator fragmentation %6</source>
            <translation>poids %1, gradients %2, optimiseur %3, activations %4, tampons %5, fragmentation de l'allocateur %6</translation>
        </message>
        <message>
            <source>; %1 of activations offloaded to host memory</source>
            <translation> ; %1 des activations déchargées en mémoire hôte</translation>
        </message>
        <message>
            <source>%1 &gt; %2</source>
            <translation>%1 &gt; %2</translation>
        </message>
        <message>
            <source>does not fit: %1 over</source>
            <translation>ne tient pas : %1 de trop</translation>
        </message>
        <message>
            <source>never finishes</source>
            <translation>ne finit jamais</translation>
        </message>
        <message>
            <source>failures outpace progress</source>
            <translation>les pannes dépassent la progression</translation>
        </message>
        <message>
            <source>%1 GPUs ∤ %2</source>
            <translation>%1 GPU ∤ %2</translation>
        </message>
        <message>
            <source>GPUs not a multiple of tp·pp·cp</source>
            <translation>GPU pas un multiple de tp·pp·cp</translation>
        </message>
        <message>
            <source>tp %1 ∤ %2 heads</source>
            <translation>tp %1 ∤ %2 têtes</translation>
        </message>
        <message>
            <source>tp must divide the heads</source>
            <translation>tp doit diviser les têtes</translation>
        </message>
        <message>
            <source>%1 layers ∤ %2 stages</source>
            <translation>%1 couches ∤ %2 étages</translation>
        </message>
        <message>
            <source>layers must split over pp·vpp</source>
            <translation>les couches doivent se répartir sur pp·vpp</translation>
        </message>
        <message>
            <source>vpp %1 with pp 1</source>
            <translation>vpp %1 avec pp 1</translation>
        </message>
        <message>
            <source>virtual stages need pp &gt; 1</source>
            <translation>les étages virtuels exigent pp &gt; 1</translation>
        </message>
        <message>
            <source>%1 micro-batches &lt; pp %2</source>
            <translation>%1 micro-batches &lt; pp %2</translation>
        </message>
        <message>
            <source>vpp &gt; 1 needs pp micro-batches per step</source>
            <translation>vpp &gt; 1 exige pp micro-batches par pas</translation>
        </message>
        <message>
            <source>batch %1 ∤ %2</source>
            <translation>batch %1 ∤ %2</translation>
        </message>
        <message>
            <source>global batch not a multiple of micro-batch·dp</source>
            <translation>batch global pas un multiple de micro-batch·dp</translation>
        </message>
        <message>
            <source>sequence %1 ∤ %2</source>
            <translation>séquence %1 ∤ %2</translation>
        </message>
        <message>
            <source>sequence not a multiple of 2·cp</source>
            <translation>séquence pas un multiple de 2·cp</translation>
        </message>
        <message>
            <source>ep·etp %1 ∤ %2</source>
            <translation>ep·etp %1 ∤ %2</translation>
        </message>
        <message>
            <source>expert parallelism does not divide</source>
            <translation>le parallélisme d'experts ne divise pas</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>Disposition</translation>
        </message>
        <message>
            <source>%1 GPUs (dp %2) give the least predicted JCT with the global batch fixed, %3; every valid count evaluated (%4 data-parallel sizes that divide B/b = %5%6)</source>
            <translation>%1 GPU (dp %2) donnent le JCT prévu le plus court avec le batch global fixe, %3 ; chaque nombre valide évalué (%4 tailles data-parallel qui divisent B/b = %5%6)</translation>
        </message>
        <message>
            <source> and leave each rank pp micro-batches</source>
            <translation> et laissent à chaque rang pp micro-batches</translation>
        </message>
        <message>
            <source>. Interleaving ends the curve there (vpp &gt; 1 needs at least pp micro-batches per rank: dp ≤ B/(b·pp)): JCT still falls at the last count, so the wall is the schedule's, not the network's</source>
            <translation>. L'entrelacement termine la courbe là (vpp &gt; 1 exige au moins pp micro-batches par rang : dp ≤ B/(b·pp)) : le JCT baisse encore au dernier nombre, le wall est donc celui de l'ordonnancement, pas du réseau</translation>
        </message>
        <message>
            <source>. The batch limit ends the curve there (dp = B/b, one micro-batch per rank): JCT still falls at the last count, so the wall is the batch's, not the network's</source>
            <translation>. La limite du batch termine la courbe là (dp = B/b, un micro-batch par rang) : le JCT baisse encore au dernier nombre, le wall est donc celui du batch, pas du réseau</translation>
        </message>
        <message>
            <source>scaling efficiency stays at or above %1 up to %2 GPUs (%3 there, against %4 GPUs)</source>
            <translation>l'efficacité de mise à l'échelle reste au moins à %1 jusqu'à %2 GPU (%3 à ce point, contre %4 GPU)</translation>
        </message>
        <message>
            <source>; interleaving (at least pp micro-batches per rank, dp %1) ends the curve before it falls below %2</source>
            <translation> ; l'entrelacement (au moins pp micro-batches par rang, dp %1) termine la courbe avant qu'elle passe sous %2</translation>
        </message>
        <message>
            <source>; the batch limit (dp = B/b = %1) ends the curve before it falls below %2</source>
            <translation> ; la limite du batch (dp = B/b = %1) termine la courbe avant qu'elle passe sous %2</translation>
        </message>
        <message>
            <source>; %1 GPUs give %2</source>
            <translation> ; %1 GPU donnent %2</translation>
        </message>
        <message>
            <source>a %1 stall on this cluster costs %2</source>
            <translation>un blocage de %1 sur ce cluster coûte %2</translation>
        </message>
        <message>
            <source>a %1 slowdown for %2 costs %3</source>
            <translation>un ralentissement de %1 pendant %2 coûte %3</translation>
        </message>
        <message>
            <source>%1 a second, %2 an idle minute</source>
            <translation>%1 par seconde, %2 par minute d'inactivité</translation>
        </message>
        <message>
            <source>%1: %2; %3</source>
            <translation>%1 : %2 ; %3</translation>
        </message>
        <message>
            <source>days</source>
            <translation>jours</translation>
        </message>
        <message>
            <source>tokens/s</source>
            <translation>tokens/s</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU-h</translation>
        </message>
        <message>
            <source>count</source>
            <translation>nombre</translation>
        </message>
        <message>
            <source>step p50 %1 · p99 %2</source>
            <translation>pas p50 %1 · p99 %2</translation>
        </message>
        <message>
            <source>Training tokens per second per GPU: B·s / (step time × N), on the mean step of %1. Over steps the step takes %2 at the median and %3 at the 99th percentile: the slowest of N ranks' jitter, microbursts, retransmission timeouts and PFC pauses vary from step to step. The job's time and cost are priced on the mean.</source>
            <translation>Tokens d'entraînement par seconde et par GPU : B·s / (temps de pas × N), sur le pas moyen de %1. D'un pas à l'autre, le pas prend %2 en médiane et %3 au 99e centile : la gigue du plus lent des N rangs, les microbursts, les délais de retransmission et les pauses PFC varient d'un pas à l'autre. Durée et coût du job reposent sur la moyenne.</translation>
        </message>
        <message>
            <source>The sum of the step's parts (MODEL.md section 7): the mean over steps, on which the job is priced.</source>
            <translation>La somme des parties du pas (MODEL.md section 7) : la moyenne sur les pas, sur laquelle le job est chiffré.</translation>
        </message>
        <message>
            <source>Step time, median</source>
            <translation>Temps de pas, médiane</translation>
        </message>
        <message>
            <source>Step p50</source>
            <translation>Pas p50</translation>
        </message>
        <message>
            <source>The median step over steps: fixed part + compute·max(slow, cv·X), X the slowest of N normal ranks, + Poisson counts of microbursts, timeouts and PFC pauses.</source>
            <translation>Le pas médian : partie fixe + calcul·max(lent, cv·X), X le plus lent de N rangs normaux, + nombres poissoniens de microbursts, d'expirations et de pauses PFC.</translation>
        </message>
        <message>
            <source>Step time, 99th percentile</source>
            <translation>Temps de pas, 99e centile</translation>
        </message>
        <message>
            <source>Step p99</source>
            <translation>Pas p99</translation>
        </message>
        <message>
            <source>One step in a hundred takes longer: the same distribution as the median, at 0.99.</source>
            <translation>Un pas sur cent dure plus longtemps : même distribution que la médiane, à 0.99.</translation>
        </message>
        <message>
            <source> What ends the scaling: %1.</source>
            <translation> Ce qui arrête la mise à l’échelle : %1.</translation>
        </message>
        <message>
            <source>checkpoints and failures</source>
            <translation>checkpoints et pannes</translation>
        </message>
        <message>
            <source>%1 from %2 to %3</source>
            <translation>%1 de %2 à %3</translation>
        </message>
        <message>
            <source>from %1 to %2 GPUs, the share of the job time that grows most: %3</source>
            <translation>de %1 à %2 GPU, la part du temps du job qui croît le plus : %3</translation>
        </message>
        <message>
            <source>; </source>
            <translation>; </translation>
        </message>
        <message>
            <source>NICs</source>
            <translation>NIC</translation>
        </message>
        <message>
            <source>switches</source>
            <translation>commutateurs</translation>
        </message>
        <message>
            <source>optics</source>
            <translation>optiques</translation>
        </message>
        <message>
            <source>hosts</source>
            <translation>hôtes</translation>
        </message>
        <message>
            <source>software</source>
            <translation>logiciel</translation>
        </message>
        <message>
            <source>drain</source>
            <translation>arrêt</translation>
        </message>
        <message>
            <source>provisioning</source>
            <translation>provisionnement</translation>
        </message>
        <message>
            <source>checkpoint download</source>
            <translation>téléchargement du checkpoint</translation>
        </message>
        <message>
            <source>communicator re-initialisation</source>
            <translation>réinitialisation des communicateurs</translation>
        </message>
        <message>
            <source>rollback past a corrupt checkpoint</source>
            <translation>retour en arrière au-delà d'un checkpoint corrompu</translation>
        </message>
        <message>
            <source>; the optimizer step holds %1 once activations are freed (with an fp32 gradient copy of %2)</source>
            <translation> ; le pas de l’optimiseur occupe %1 une fois les activations libérées (avec une copie fp32 des gradients de %2)</translation>
        </message>
        <message>
            <source>Model FLOPs per second / (N × dense 16-bit peak), in FP8 and FP4 plans too, as torchtitan counts (there it can pass 100 %). Model FLOPs = 3 × forward × B·s, without recomputation; HFU with it is %1.</source>
            <translation>FLOPs modèle par seconde / (N × crête dense 16 bits), aussi dans les plans FP8 et FP4, comme torchtitan les compte (là, il peut dépasser 100 %). FLOPs modèle = 3 × passe avant × B·s, sans recalcul ; le HFU avec recalcul vaut %1.</translation>
        </message>
        <message>
            <source>Model FLOPs utilization: model FLOPs per second / (N × dense 16-bit peak).</source>
            <translation>Model FLOPs utilization : FLOPs modèle par seconde / (N × crête dense 16 bits).</translation>
        </message>
        <message>
            <source>Hardware FLOPs utilization: hardware FLOPs (with recomputation) per second / (N × dense 16-bit peak).</source>
            <translation>Hardware FLOPs utilization : FLOPs matériels (avec recalcul) par seconde / (N × crête dense 16 bits).</translation>
        </message>
        <message>
            <source>of BF16 peak · %1 TFLOP/s per GPU</source>
            <translation>de la crête BF16 · %1 TFLOP/s par GPU</translation>
        </message>
        <message>
            <source>knee (≥ %1): %2 GPUs</source>
            <translation>coude (≥ %1) : %2 GPU</translation>
        </message>
        <message>
            <source>The GPU count with the least predicted job time when the global batch (%1) stays fixed, over every data-parallel size that divides B/b.</source>
            <translation>Le nombre de GPU avec la durée de job prévue la plus courte quand le batch global (%1) reste fixe, sur toutes les tailles data-parallel qui divisent B/b.</translation>
        </message>
    </context>
    <context>
        <name>MainMenus</name>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <source>&amp;Reset to the default plan</source>
            <translation>&amp;Revenir au plan par défaut</translation>
        </message>
        <message>
            <source>Reset to the default plan</source>
            <translation>Revenir au plan par défaut</translation>
        </message>
        <message>
            <source>GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>GPT-3 175B sur 1,024 H100 avec InfiniBand NDR 400</translation>
        </message>
        <message>
            <source>&amp;Examples</source>
            <translation>E&amp;xemples</translation>
        </message>
        <message>
            <source>Cannot open example</source>
            <translation>Impossible d'ouvrir l'exemple</translation>
        </message>
        <message>
            <source>&amp;Import nccl-tests log…</source>
            <translation>&amp;Importer un journal nccl-tests…</translation>
        </message>
        <message>
            <source>Import nccl-tests log</source>
            <translation>Importer un journal nccl-tests</translation>
        </message>
        <message>
            <source>nccl-tests logs (*.txt *.log *.out);;All files (*)</source>
            <translation>Journaux nccl-tests (*.txt *.log *.out);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Fit α and bandwidth to an nccl-tests log and apply them to the plan</source>
            <translation>Ajuster α et la bande passante à un journal nccl-tests et les appliquer au plan</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>Close the window (asks to save unsaved changes)</source>
            <translation>Fermer la fenêtre (propose d'enregistrer les modifications)</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Compare interconnects on the sync-wall chart</source>
            <translation>&amp;Comparer les interconnexions sur le graphique du sync wall</translation>
        </message>
        <message>
            <source>&amp;Numbers in the system's format (%1)</source>
            <translation>&amp;Nombres au format du système (%1)</translation>
        </message>
        <message>
            <source>Show and read numbers as the system's locale writes them; off, every number reads 1,234.5 (a typed "," is still a decimal mark where it cannot group digits)</source>
            <translation>Afficher et lire les nombres comme les écrit la locale du système ; désactivé, chaque nombre s'écrit 1,234.5 (une « , » tapée reste une marque décimale là où elle ne peut pas grouper de chiffres)</translation>
        </message>
        <message>
            <source>Sync-wall &amp;knee threshold…</source>
            <translation>&amp;Seuil du coude du sync wall…</translation>
        </message>
        <message>
            <source>The scaling efficiency the knee keeps: the largest GPU count up to which every valid count stays at or above it (70 % by default)</source>
            <translation>L'efficacité de mise à l'échelle que garde le coude : le plus grand nombre de GPU jusqu'auquel chaque nombre valide reste au moins à ce niveau (70 % par défaut)</translation>
        </message>
        <message>
            <source>&amp;High-contrast colours</source>
            <translation>Couleurs à contraste é&amp;levé</translation>
        </message>
        <message>
            <source>Black text and lines on white in the whole window, the tiles, the banners and the charts; thicker chart lines (kept between runs)</source>
            <translation>Texte et traits noirs sur blanc dans toute la fenêtre, les tuiles, les bandeaux et les graphiques ; traits de graphique plus épais (conservé entre les sessions)</translation>
        </message>
        <message>
            <source>&amp;Presentation mode</source>
            <translation>Mode &amp;présentation</translation>
        </message>
        <message>
            <source>Leave presentation mode</source>
            <translation>Quitter le mode présentation</translation>
        </message>
        <message>
            <source>Capacity &amp;questions…</source>
            <translation>&amp;Questions de capacité…</translation>
        </message>
        <message>
            <source>Fewest GPUs for a deadline, least cost per token, deadline check</source>
            <translation>Le moins de GPU pour une échéance, le coût minimal par token, vérification de l'échéance</translation>
        </message>
        <message>
            <source>&amp;Pin current plan as A</source>
            <translation>&amp;Épingler le plan actuel comme A</translation>
        </message>
        <message>
            <source>Freeze this plan as A and keep editing B; every chart overlays A</source>
            <translation>Figer ce plan comme A et continuer à modifier B ; chaque graphique superpose A</translation>
        </message>
        <message>
            <source>Open plan as &amp;A…</source>
            <translation>Ouvrir un plan comme &amp;A…</translation>
        </message>
        <message>
            <source>Open plan as A</source>
            <translation>Ouvrir un plan comme A</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>Plans JCT (*.jctplan *.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Cannot open plan as A</source>
            <translation>Impossible d'ouvrir le plan comme A</translation>
        </message>
        <message>
            <source>C&amp;lear A</source>
            <translation>E&amp;ffacer A</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>&amp;Outils</translation>
        </message>
        <message>
            <source>&amp;Find best layout…</source>
            <translation>&amp;Trouver la meilleure disposition…</translation>
        </message>
        <message>
            <source>Search every parallel layout for the fastest or cheapest plan</source>
            <translation>Parcourir chaque disposition parallèle pour trouver le plan le plus rapide ou le moins cher</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <source>&amp;About JCT Planner</source>
            <translation>À &amp;propos de JCT Planner</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Paramètres</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Langue</translation>
        </message>
        <message>
            <source>The language of the window, the report and its charts; numbers keep their format</source>
            <translation>La langue de la fenêtre, du rapport et de ses graphiques ; les nombres gardent leur format</translation>
        </message>
        <message>
            <source>&amp;System (%1)</source>
            <translation>&amp;Système (%1)</translation>
        </message>
        <message>
            <source>Copy &amp;summary</source>
            <translation>&amp;Copier le résumé</translation>
        </message>
        <message>
            <source>The plan's name, job time, cost, step time and its parts, memory and sync wall, as plain text and Markdown</source>
            <translation>Nom du plan, durée du job, coût, temps de pas et ses parties, mémoire et sync wall, en texte et en Markdown</translation>
        </message>
        <message>
            <source>Full screen with only the summary and one chart at a time, in large high-contrast text (← / → move between the charts; F5 or Esc to leave)</source>
            <translation>Plein écran avec seulement le résumé et un graphique à la fois, en grand texte contrasté (← / → changent de graphique ; F5 ou Échap pour quitter)</translation>
        </message>
        <message>
            <source>Next chart</source>
            <translation>Graphique suivant</translation>
        </message>
        <message>
            <source>Previous chart</source>
            <translation>Graphique précédent</translation>
        </message>
        <message>
            <source>&amp;Manual</source>
            <translation>&amp;Manuel</translation>
        </message>
        <message>
            <source>What each tile and chart means, the glossary and the model's formulas with sources</source>
            <translation>Ce que signifie chaque tuile et chaque graphique, le glossaire et les formules du modèle avec leurs sources</translation>
        </message>
    </context>
    <context>
        <name>NcclFit</name>
        <message>
            <source>%1, %2: measured against the fit</source>
            <translation>%1, %2 : mesures face à l'ajustement</translation>
        </message>
        <message>
            <source>α not determined</source>
            <translation>α non déterminé</translation>
        </message>
        <message>
            <source>bandwidth not determined</source>
            <translation>bande passante non déterminée</translation>
        </message>
        <message>
            <source>fit: %1</source>
            <translation>ajustement : %1</translation>
        </message>
        <message>
            <source>latency</source>
            <translation>latence</translation>
        </message>
        <message>
            <source>transition</source>
            <translation>transition</translation>
        </message>
        <message>
            <source>plateau</source>
            <translation>plateau</translation>
        </message>
        <message>
            <source>left out</source>
            <translation>écarté</translation>
        </message>
        <message>
            <source>a call of 0 bytes returns before any communication</source>
            <translation>un appel de 0 octet revient avant toute communication</translation>
        </message>
        <message>
            <source>%1 is %2 off the median of its size's measurements (%3)</source>
            <translation>%1 s'écarte de %2 de la médiane des mesures de cette taille (%3)</translation>
        </message>
        <message>
            <source>%1 among the small messages is %2× their floor of %3</source>
            <translation>%1 parmi les petits messages vaut %2× leur plancher de %3</translation>
        </message>
        <message>
            <source>busbw %1 is above the plateau's %2</source>
            <translation>busbw %1 dépasse les %2 du plateau</translation>
        </message>
        <message>
            <source>busbw %1 dips %2 below the plateau's %3 at a size past where it starts</source>
            <translation>busbw %1 descend %2 sous les %3 du plateau, à une taille au-delà de son début</translation>
        </message>
        <message>
            <source>%1 per call</source>
            <translation>%1 par appel</translation>
        </message>
        <message>
            <source>not determined by this log (the plateau's line passes below zero at the small messages)</source>
            <translation>non déterminé par ce journal (la droite du plateau passe sous zéro aux petits messages)</translation>
        </message>
        <message>
            <source>not determined by this log (its largest message, %1, takes %2: still latency-bound, no bandwidth plateau)</source>
            <translation>non déterminé par ce journal (son plus grand message, %1, prend %2 : encore limité par la latence, pas de plateau de bande passante)</translation>
        </message>
        <message>
            <source>busbw %1 (algbw %2) on the plateau%3</source>
            <translation>busbw %1 (algbw %2) sur le plateau%3</translation>
        </message>
        <message>
            <source>, assuming α ≪ the one size's time</source>
            <translation>, en supposant α ≪ le temps de l'unique taille</translation>
        </message>
        <message>
            <source>every row has the same message size, so α cannot be separated from the bandwidth: the bandwidth is size / time, α is not determined</source>
            <translation>chaque ligne a la même taille de message, α ne peut donc pas être séparé de la bande passante : la bande passante est taille / temps, α n'est pas déterminé</translation>
        </message>
        <message>
            <source>%1 row(s) report wrong results (#wrong / error not 0); their timings are used but the run may be broken</source>
            <translation>%1 ligne(s) signalent des résultats faux (#wrong / error non nul) ; leurs temps sont utilisés mais l'exécution est peut-être défectueuse</translation>
        </message>
        <message>
            <source>the log's algbw is %1 × size/time (an older nccl-tests convention); the fitted bandwidths follow the log's convention</source>
            <translation>l'algbw du journal vaut %1 × taille/temps (une ancienne convention de nccl-tests) ; les bandes passantes ajustées suivent la convention du journal</translation>
        </message>
        <message>
            <source>the log does not name its test; "%1" was inferred from its columns</source>
            <translation>le journal ne nomme pas son test ; « %1 » a été déduit de ses colonnes</translation>
        </message>
        <message>
            <source>%1 point(s) between the small messages and the plateau (protocol transitions) are shown against the fit but do not pull it</source>
            <translation>%1 point(s) entre les petits messages et le plateau (transitions de protocole) sont montrés face à l'ajustement sans l'influencer</translation>
        </message>
        <message>
            <source>line %1 (%2, %3) left out: %4</source>
            <translation>ligne %1 (%2, %3) écartée : %4</translation>
        </message>
        <message>
            <source>in-place</source>
            <translation>in-place</translation>
        </message>
        <message>
            <source>out-of-place</source>
            <translation>out-of-place</translation>
        </message>
        <message>
            <source>the log does not say how many ranks ran; α is taken as the latency of one step</source>
            <translation>le journal n'indique pas combien de rangs ont tourné ; α est pris comme la latence d'une étape</translation>
        </message>
        <message>
            <source>fabric</source>
            <translation>fabric</translation>
        </message>
        <message>
            <source>the logs do not determine a bandwidth: the plan's %1 efficiency is kept</source>
            <translation>les journaux ne déterminent pas de bande passante : l'efficacité %1 du plan est conservée</translation>
        </message>
        <message>
            <source>protocol</source>
            <translation>de protocole</translation>
        </message>
        <message>
            <source>the logs do not determine α: the plan's %1 latency is kept</source>
            <translation>les journaux ne déterminent pas α : la latence %1 du plan est conservée</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds the GPU's NVLink bandwidth; efficiency capped at 1</source>
            <translation>la busbw ajustée dépasse la bande passante NVLink du GPU ; efficacité plafonnée à 1</translation>
        </message>
        <message>
            <source>the fitted busbw exceeds what the plan's NICs give at line rate for these ranks and hosts; protocol efficiency capped at 1</source>
            <translation>la busbw ajustée dépasse ce que les NIC du plan donnent au débit de ligne pour ces rangs et hôtes ; efficacité de protocole plafonnée à 1</translation>
        </message>
        <message>
            <source>%1: %2 → %3</source>
            <translation>%1 : %2 → %3</translation>
        </message>
        <message>
            <source>NVLink efficiency</source>
            <translation>efficacité NVLink</translation>
        </message>
        <message>
            <source>NVLink latency per step</source>
            <translation>latence NVLink par étape</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>inline, NVLink fitted</source>
            <translation>en ligne, NVLink ajusté</translation>
        </message>
        <message>
            <source>protocol efficiency</source>
            <translation>efficacité de protocole</translation>
        </message>
        <message>
            <source>fabric latency</source>
            <translation>latence de la fabric</translation>
        </message>
        <message>
            <source>network</source>
            <translation>réseau</translation>
        </message>
        <message>
            <source>inline, fitted</source>
            <translation>en ligne, ajusté</translation>
        </message>
        <message>
            <source>calibrated from: %1%2</source>
            <translation>calibré à partir de : %1%2</translation>
        </message>
        <message>
            <source>ranks unknown</source>
            <translation>rangs inconnus</translation>
        </message>
        <message>
            <source>%1 ranks</source>
            <translation>%1 rangs</translation>
        </message>
        <message>
            <source> on %1 node</source>
            <translation> sur %1 nœud</translation>
        </message>
        <message>
            <source> on %1 nodes</source>
            <translation> sur %1 nœuds</translation>
        </message>
        <message>
            <source>not determined by this log (one rank: its busbw is 0, nothing crosses a link)</source>
            <translation>non déterminé par ce journal (un seul rang : sa busbw vaut 0, rien ne traverse de lien)</translation>
        </message>
        <message>
            <source>the log ran on %1 but the plan's GPU is %2: the fitted figures describe the log's cluster</source>
            <translation>le journal a été mesuré sur %1 mais le GPU du plan est %2 : les valeurs ajustées décrivent le cluster du journal</translation>
        </message>
        <message>
            <source>not determined by this log (no small messages flat in time over a %1× range of sizes: from its smallest, %2 in %3, the time grows with the size)</source>
            <translation>non déterminé par ce journal (aucun petit message de temps constant sur une plage de tailles de %1× : dès le plus petit, %2 en %3, le temps croît avec la taille)</translation>
        </message>
    </context>
    <context>
        <name>NcclLog</name>
        <message>
            <source>line %1: %2</source>
            <translation>ligne %1 : %2</translation>
        </message>
        <message>
            <source>line %1: skipped, %2</source>
            <translation>ligne %1 : ignorée, %2</translation>
        </message>
        <message>
            <source>line %1: rank %2 is out of range (0 to %3); the device line is ignored</source>
            <translation>ligne %1 : le rang %2 est hors limites (0 à %3) ; la ligne de périphérique est ignorée</translation>
        </message>
        <message>
            <source>line %1: nThread × nGpus = %2 is out of range (1 to %3); ignored</source>
            <translation>ligne %1 : nThread × nGpus = %2 est hors limites (1 à %3) ; ignoré</translation>
        </message>
        <message>
            <source>line %1: nranks %2 is out of range (1 to %3); ignored</source>
            <translation>ligne %1 : nranks %2 est hors limites (1 à %3) ; ignoré</translation>
        </message>
        <message>
            <source>not a measurement row: "%1"</source>
            <translation>pas une ligne de mesure : "%1"</translation>
        </message>
        <message>
            <source>more than %1 measurement rows (the cap on rows); split the log or keep the sizes you need</source>
            <translation>plus de %1 lignes de mesure (le plafond de lignes) ; découpez le journal ou gardez les tailles utiles</translation>
        </message>
        <message>
            <source>truncated measurement row: a row needs size, count, type and %1 result fields (time, algbw, busbw, #wrong%2); found %3 fields in all</source>
            <translation>ligne de mesure tronquée : une ligne demande size, count, type et %1 champs de résultat (time, algbw, busbw, #wrong%2) ; %3 champs trouvés en tout</translation>
        </message>
        <message>
            <source>the size %1 B is out of range (0 to %2 B, 1 PiB)</source>
            <translation>la taille %1 B est hors limites (0 à %2 B, 1 PiB)</translation>
        </message>
        <message>
            <source>the element count %1 is out of range (0 to %2)</source>
            <translation>le nombre d'éléments %1 est hors limites (0 à %2)</translation>
        </message>
        <message>
            <source>field 3 should name the data type (float, half, int8, …), got "%1"</source>
            <translation>le champ 3 devrait nommer le type de données (float, half, int8, …), reçu "%1"</translation>
        </message>
        <message>
            <source>expected %1 or %2 result fields after the type (with redop and root, either or neither), found %3: a truncated or damaged row</source>
            <translation>%1 ou %2 champs de résultat attendus après le type (avec redop et root, l'un des deux ou aucun), %3 trouvés : une ligne tronquée ou endommagée</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation (sum, prod, …), got "%2"</source>
            <translation>le champ %1 devrait être l'opération de réduction (sum, prod, …), reçu "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the root rank (a whole number), got "%2"</source>
            <translation>le champ %1 devrait être le rang racine (un entier), reçu "%2"</translation>
        </message>
        <message>
            <source>field %1 should be the reduction operation or the root rank, got "%2"</source>
            <translation>le champ %1 devrait être l'opération de réduction ou le rang racine, reçu "%2"</translation>
        </message>
        <message>
            <source>truncated measurement row: %1 fields where the header at line %2 has %3 result groups of %4 fields (field %5, "%6", is not the %7)</source>
            <translation>ligne de mesure tronquée : %1 champs alors que l'en-tête de la ligne %2 a %3 groupes de résultats de %4 champs (le champ %5, "%6", n'est pas %7)</translation>
        </message>
        <message>
            <source>field %1 should be the %2 in %3, a number, got "%4"</source>
            <translation>le champ %1 devrait être %2 en %3, un nombre, reçu "%4"</translation>
        </message>
        <message>
            <source>the %1 in field %2, %3 %4, is out of range (0 to %5 %4)</source>
            <translation>%1 du champ %2, %3 %4, est hors limites (0 à %5 %4)</translation>
        </message>
        <message>
            <source>the time in field %1 is zero: a measured call cannot take no time</source>
            <translation>le temps du champ %1 est nul : un appel mesuré prend du temps</translation>
        </message>
        <message>
            <source>field %1 should be the #wrong count or error (a number or N/A), got "%2"</source>
            <translation>le champ %1 devrait être le compte #wrong ou l'erreur (un nombre ou N/A), reçu "%2"</translation>
        </message>
        <message>
            <source>field %1 should be a per-iteration figure (a number), got "%2"</source>
            <translation>le champ %1 devrait être une valeur par itération (un nombre), reçu "%2"</translation>
        </message>
        <message>
            <source>no measurement rows found: expected lines like "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ..." as nccl-tests prints them</source>
            <translation>aucune ligne de mesure trouvée : lignes attendues comme "  1048576  262144  float  sum  -1  52.1  20.13  37.74  0 ...", telles que nccl-tests les affiche</translation>
        </message>
        <message>
            <source>; %1 line(s) skipped, the first: %2</source>
            <translation> ; %1 ligne(s) ignorée(s), la première : %2</translation>
        </message>
        <message>
            <source>device lines</source>
            <translation>lignes de périphérique</translation>
        </message>
        <message>
            <source>the header has device lines for %1 of ranks 0 to %2 (cut from the paste, or truncated by nccl-tests): %3 ranks, nodes unknown</source>
            <translation>l'en-tête a des lignes de périphérique pour %1 des rangs 0 à %2 (coupées au collage, ou tronquées par nccl-tests) : %3 rangs, nœuds inconnus</translation>
        </message>
        <message>
            <source>nThread × nGpus (one process assumed)</source>
            <translation>nThread × nGpus (un seul processus supposé)</translation>
        </message>
        <message>
            <source>the line is longer than %1 bytes (the cap on one line); an nccl-tests log has no such line</source>
            <translation>la ligne dépasse %1 octets (le plafond d'une ligne) ; un journal nccl-tests n'a pas de telle ligne</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>ouverture impossible : %1</translation>
        </message>
        <message>
            <source>cannot read: %1</source>
            <translation>lecture impossible : %1</translation>
        </message>
    </context>
    <context>
        <name>PlanAnalysis</name>
        <message>
            <source>wall: %1 GPUs</source>
            <translation>wall : %1 GPU</translation>
        </message>
        <message>
            <source>interleaving limit: dp = %1 (≥ pp micro-batches)</source>
            <translation>limite d'entrelacement : dp = %1 (≥ pp micro-batches)</translation>
        </message>
        <message>
            <source>batch limit: dp = B/b = %1</source>
            <translation>limite du batch : dp = B/b = %1</translation>
        </message>
        <message>
            <source>compute</source>
            <translation>calcul</translation>
        </message>
        <message>
            <source>recompute</source>
            <translation>recalcul</translation>
        </message>
        <message>
            <source>pipeline bubble</source>
            <translation>pipeline bubble</translation>
        </message>
        <message>
            <source>bubble</source>
            <translation>bubble</translation>
        </message>
        <message>
            <source>TP communication</source>
            <translation>communication TP</translation>
        </message>
        <message>
            <source>TP comm</source>
            <translation>comm. TP</translation>
        </message>
        <message>
            <source>PP communication</source>
            <translation>communication PP</translation>
        </message>
        <message>
            <source>PP comm</source>
            <translation>comm. PP</translation>
        </message>
        <message>
            <source>DP communication</source>
            <translation>communication DP</translation>
        </message>
        <message>
            <source>DP comm</source>
            <translation>comm. DP</translation>
        </message>
        <message>
            <source>EP communication</source>
            <translation>communication EP</translation>
        </message>
        <message>
            <source>EP comm</source>
            <translation>comm. EP</translation>
        </message>
        <message>
            <source>CP communication</source>
            <translation>communication CP</translation>
        </message>
        <message>
            <source>CP comm</source>
            <translation>comm. CP</translation>
        </message>
        <message>
            <source>optimizer</source>
            <translation>optimiseur</translation>
        </message>
        <message>
            <source>stragglers</source>
            <translation>traînards</translation>
        </message>
        <message>
            <source>data stall</source>
            <translation>attente des données</translation>
        </message>
        <message>
            <source>fixed step overhead</source>
            <translation>surcoût fixe par pas</translation>
        </message>
        <message>
            <source>overhead</source>
            <translation>surcoût</translation>
        </message>
        <message>
            <source>activation offload</source>
            <translation>déchargement des activations</translation>
        </message>
        <message>
            <source>offload</source>
            <translation>déchargement</translation>
        </message>
        <message>
            <source>communication</source>
            <translation>communication</translation>
        </message>
        <message>
            <source>checkpoints</source>
            <translation>checkpoints</translation>
        </message>
        <message>
            <source>failures</source>
            <translation>pannes</translation>
        </message>
        <message>
            <source>step overhead and offload</source>
            <translation>surcoût par pas et déchargement</translation>
        </message>
        <message>
            <source>validation</source>
            <translation>validation</translation>
        </message>
        <message>
            <source>startup and staging</source>
            <translation>démarrage et préchargement</translation>
        </message>
        <message>
            <source>startup</source>
            <translation>démarrage</translation>
        </message>
        <message>
            <source>knee (scaling ≥ %1): %2 GPUs</source>
            <translation>coude (mise à l'échelle ≥ %1) : %2 GPU</translation>
        </message>
        <message>
            <source>wall and knee (scaling ≥ %1): %2 GPUs</source>
            <translation>wall et coude (mise à l'échelle ≥ %1) : %2 GPU</translation>
        </message>
    </context>
    <context>
        <name>PlanCaption</name>
        <message>
            <source>custom GPU</source>
            <translation>GPU personnalisé</translation>
        </message>
        <message>
            <source>custom network</source>
            <translation>réseau personnalisé</translation>
        </message>
        <message>
            <source>custom model</source>
            <translation>modèle personnalisé</translation>
        </message>
        <message>
            <source>first %1</source>
            <translation>premier étage %1</translation>
        </message>
        <message>
            <source>last %1</source>
            <translation>dernier étage %1</translation>
        </message>
        <message>
            <source>%1 layers</source>
            <translation>%1 couches</translation>
        </message>
        <message>
            <source>%1 B tokens</source>
            <translation>%1 Md tokens</translation>
        </message>
        <message>
            <source>%1 layers, near-even split</source>
            <translation>%1 couches, répartition quasi égale</translation>
        </message>
    </context>
    <context>
        <name>PlanFix</name>
        <message>
            <source>full recompute</source>
            <translation>recalcul complet</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>recalcul sélectif</translation>
        </message>
        <message>
            <source>flash attention on</source>
            <translation>flash attention activée</translation>
        </message>
        <message>
            <source>sequence parallelism on</source>
            <translation>parallélisme de séquence activé</translation>
        </message>
        <message>
            <source>ZeRO stage %1</source>
            <translation>ZeRO niveau %1</translation>
        </message>
        <message>
            <source>micro-batch %1</source>
            <translation>micro-batch %1</translation>
        </message>
        <message>
            <source>tp %1</source>
            <translation>tp %1</translation>
        </message>
        <message>
            <source>pp %1</source>
            <translation>pp %1</translation>
        </message>
        <message>
            <source>%1 GPUs</source>
            <translation>%1 GPU</translation>
        </message>
    </context>
    <context>
        <name>ProblemText</name>
        <message>
            <source>the expected job time, %1 days, is past the %2 days the planner reports</source>
            <translation>la durée attendue du job, %1 jours, dépasse les %2 jours que le planificateur rapporte</translation>
        </message>
        <message>
            <source>the expected job time is not finite</source>
            <translation>la durée attendue du job n'est pas finie</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint write %2 (%3 at %4 GB/s), so the job seldom gets past a checkpoint; %5</source>
            <translation>les pannes attendues devancent les checkpoints : MTBF du job %1 &lt; écriture du checkpoint %2 (%3 à %4 GB/s), le job dépasse donc rarement un checkpoint ; %5</translation>
        </message>
        <message>
            <source>expected failures outpace restarts: job MTBF %1 &lt; recovery (drain, provisioning, checkpoint download, re-initialisation) %2, so the job seldom runs between failures; %3</source>
            <translation>les pannes attendues devancent les redémarrages : MTBF du job %1 &lt; reprise (arrêt, provisionnement, téléchargement du checkpoint, réinitialisation) %2, le job tourne donc rarement entre deux pannes ; %3</translation>
        </message>
        <message>
            <source>expected failures outpace checkpoints: job MTBF %1 &lt; checkpoint interval %2, so most intervals end in a failure and are lost; %3</source>
            <translation>les pannes attendues devancent les checkpoints : MTBF du job %1 &lt; intervalle de checkpoint %2, la plupart des intervalles finissent donc par une panne et sont perdus ; %3</translation>
        </message>
        <message>
            <source>checkpoints outpace training: one every %1 blocks for %2; %3</source>
            <translation>les checkpoints devancent l'entraînement : un toutes les %1 bloque %2 ; %3</translation>
        </message>
        <message>
            <source>expected failures outpace progress: job MTBF %1 against a checkpoint every %2 blocking %3 and a restart of %4; %5</source>
            <translation>les pannes attendues devancent la progression : MTBF du job %1 face à un checkpoint toutes les %2 bloquant %3 et un redémarrage de %4 ; %5</translation>
        </message>
        <message>
            <source>%1 (training alone %2 steps of %3)</source>
            <translation>%1 (l'entraînement seul : %2 pas de %3)</translation>
        </message>
        <message>
            <source>cluster.gpus = %1 is not a multiple of tp·pp·cp = %2·%3·%4 = %5, so the data-parallel degree would not be whole</source>
            <translation>cluster.gpus = %1 n'est pas un multiple de tp·pp·cp = %2·%3·%4 = %5 : le degré de parallélisme de données ne serait pas entier</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.heads = %2</source>
            <translation>parallelism.tp = %1 ne divise pas model.heads = %2</translation>
        </message>
        <message>
            <source>parallelism.tp = %1 does not divide model.kv_heads = %2</source>
            <translation>parallelism.tp = %1 ne divise pas model.kv_heads = %2</translation>
        </message>
        <message>
            <source>model.layers = %1 less parallelism.first_stage_layers = %2 and last_stage_layers = %3 must split evenly over the other stages and their virtual stages (pp = %4, vpp = %5)</source>
            <translation>model.layers = %1 moins parallelism.first_stage_layers = %2 et last_stage_layers = %3 doit se répartir également sur les autres étages et leurs étages virtuels (pp = %4, vpp = %5)</translation>
        </message>
        <message>
            <source>model.layers = %1 is not a multiple of pp·vpp = %2: give parallelism.first_stage_layers and last_stage_layers for an uneven split</source>
            <translation>model.layers = %1 n'est pas un multiple de pp·vpp = %2 : indiquez parallelism.first_stage_layers et last_stage_layers pour une répartition inégale</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 needs pipeline parallelism (pp &gt; 1)</source>
            <translation>parallelism.vpp = %1 nécessite le parallélisme de pipeline (pp &gt; 1)</translation>
        </message>
        <message>
            <source>parallelism.vpp = %1 interleaves the pipeline, which needs at least pp = %2 micro-batches per step; global_batch / (micro_batch·dp) gives %3: lower training.micro_batch or the GPU count, or set vpp = 1</source>
            <translation>parallelism.vpp = %1 entrelace le pipeline, ce qui demande au moins pp = %2 micro-batches par pas ; global_batch / (micro_batch·dp) donne %3 : réduisez training.micro_batch ou le nombre de GPU, ou mettez vpp = 1</translation>
        </message>
        <message>
            <source>training.global_batch = %1 is not a multiple of micro_batch·dp = %2·%3 = %4</source>
            <translation>training.global_batch = %1 n'est pas un multiple de micro_batch·dp = %2·%3 = %4</translation>
        </message>
        <message>
            <source>model.seq_len = %1 is not a multiple of 2·cp = %2 (context parallelism splits each sequence into 2·cp chunks)</source>
            <translation>model.seq_len = %1 n'est pas un multiple de 2·cp = %2 (le parallélisme de contexte découpe chaque séquence en 2·cp morceaux)</translation>
        </message>
        <message>
            <source>activations</source>
            <translation>activations</translation>
        </message>
        <message>
            <source>optimizer state</source>
            <translation>état de l'optimiseur</translation>
        </message>
        <message>
            <source>weights</source>
            <translation>poids</translation>
        </message>
        <message>
            <source>gradients</source>
            <translation>gradients</translation>
        </message>
        <message>
            <source>buffers</source>
            <translation>tampons</translation>
        </message>
        <message>
            <source>allocator fragmentation</source>
            <translation>fragmentation de l'allocateur</translation>
        </message>
        <message>
            <source>more recomputation, sequence parallelism, more pipeline stages or a smaller micro-batch reduce it</source>
            <translation>plus de recalcul, le parallélisme de séquence, plus d'étages de pipeline ou un micro-batch plus petit la réduisent</translation>
        </message>
        <message>
            <source>a higher ZeRO stage or more tensor/pipeline parallelism reduce it</source>
            <translation>un niveau ZeRO plus élevé ou plus de parallélisme tensoriel/de pipeline la réduisent</translation>
        </message>
        <message>
            <source>does not fit in memory: needs %1 GiB per GPU, %2 GiB usable (%3 GiB less %4 GiB for the CUDA context, NCCL and workspaces), even with activations offloaded to host memory; over by %5 GiB. The largest part is %6 (%7 GiB): %8</source>
            <translation>ne tient pas en mémoire : il faut %1 GiB par GPU, %2 GiB utilisables (%3 GiB moins %4 GiB pour le contexte CUDA, NCCL et les espaces de travail), même avec les activations déchargées en mémoire hôte ; dépassement de %5 GiB. La plus grande part est %6 (%7 GiB) : %8</translation>
        </message>
        <message>
            <source>the expected job time, %1, is %2× the training alone (%3)</source>
            <translation>la durée attendue du job, %1, vaut %2 × l'entraînement seul (%3)</translation>
        </message>
        <message>
            <source>expert parallelism (parallelism.ep = %1, etp = %2) needs an MoE model, and this model has no experts (model.moe.experts = 0)</source>
            <translation>le parallélisme d'experts (parallelism.ep = %1, etp = %2) demande un modèle MoE, et ce modèle n'a pas d'experts (model.moe.experts = 0)</translation>
        </message>
        <message>
            <source>model.moe.experts = %1 is not a multiple of parallelism.ep = %2 (each expert-parallel rank holds whole experts)</source>
            <translation>model.moe.experts = %1 n'est pas un multiple de parallelism.ep = %2 (chaque rang du parallélisme d'experts détient des experts entiers)</translation>
        </message>
        <message>
            <source>model.moe.expert_ffn = %1 is not a multiple of parallelism.etp = %2 (expert tensor parallelism splits each expert's FFN)</source>
            <translation>model.moe.expert_ffn = %1 n'est pas un multiple de parallelism.etp = %2 (le parallélisme tensoriel des experts découpe le FFN de chaque expert)</translation>
        </message>
        <message>
            <source>parallelism.ep·etp = %1·%2 = %3 must divide tp·cp·dp = %4 (the experts' ranks are the attention's, regrouped)</source>
            <translation>parallelism.ep·etp = %1·%2 = %3 doit diviser tp·cp·dp = %4 (les rangs des experts sont ceux de l'attention, regroupés)</translation>
        </message>
    </context>
    <context>
        <name>Report</name>
        <message>
            <source>Page %1 of %2</source>
            <translation>Page %1 sur %2</translation>
        </message>
        <message>
            <source>cannot start the PDF</source>
            <translation>impossible de commencer le PDF</translation>
        </message>
        <message>
            <source>cannot finish the PDF</source>
            <translation>impossible de terminer le PDF</translation>
        </message>
        <message>
            <source>Model</source>
            <translation>Modèle</translation>
        </message>
        <message>
            <source>Training tokens</source>
            <translation>Tokens d'entraînement</translation>
        </message>
        <message>
            <source>billion</source>
            <translation>milliards</translation>
        </message>
        <message>
            <source>GPU</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Network</source>
            <translation>Réseau</translation>
        </message>
        <message>
            <source>Parallel layout</source>
            <translation>Disposition parallèle</translation>
        </message>
        <message>
            <source>Global batch</source>
            <translation>Batch global</translation>
        </message>
        <message>
            <source>sequences</source>
            <translation>séquences</translation>
        </message>
        <message>
            <source>Training steps</source>
            <translation>Pas d'entraînement</translation>
        </message>
        <message>
            <source>steps</source>
            <translation>pas</translation>
        </message>
        <message>
            <source>Step time</source>
            <translation>Temps de pas</translation>
        </message>
        <message>
            <source>Price per GPU-hour</source>
            <translation>Prix par GPU-heure</translation>
        </message>
        <message>
            <source>USD/GPU-h</source>
            <translation>USD/GPU-h</translation>
        </message>
        <message>
            <source>Step time (total)</source>
            <translation>Temps de pas (total)</translation>
        </message>
        <message>
            <source>&lt;p class="meta"&gt;Generated %1 by JCT Planner %2&lt;/p&gt;</source>
            <translation>&lt;p class="meta"&gt;Généré le %1 par JCT Planner %2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p class="bad"&gt;&lt;b&gt;%1 cannot run:&lt;/b&gt; %2&lt;/p&gt;</source>
            <translation>&lt;p class="bad"&gt;&lt;b&gt;%1 ne peut pas s'exécuter :&lt;/b&gt; %2&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The job is predicted to take &lt;b&gt;%1&lt;/b&gt; on %2 × %3 (at best %4 if every GPU computed all the time) and to cost &lt;b&gt;%5&lt;/b&gt;, %6 per million tokens. An idle minute of the whole cluster costs %7.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Le job devrait durer &lt;b&gt;%1&lt;/b&gt; sur %2 × %3 (au mieux %4 si chaque GPU calculait en permanence) et coûter &lt;b&gt;%5&lt;/b&gt;, %6 par million de tokens. Une minute d'inactivité de tout le cluster coûte %7.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Headline figure</source>
            <translation>Indicateur clé</translation>
        </message>
        <message>
            <source>&lt;p&gt;&lt;b&gt;The plan in brief&lt;/b&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Le plan en bref&lt;/b&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Choice</source>
            <translation>Choix</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1Sync wall: %2. Knee: %3.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1Sync wall : %2. Coude : %3.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;Where one training step goes, in seconds and as a share of the step.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Où va un pas d'entraînement, en secondes et en part du pas.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Part of a step</source>
            <translation>Partie d'un pas</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>Checkpoints</translation>
        </message>
        <message>
            <source>Checkpoint size</source>
            <translation>Taille du checkpoint</translation>
        </message>
        <message>
            <source>Writing</source>
            <translation>Écriture</translation>
        </message>
        <message>
            <source>asynchronous</source>
            <translation>asynchrone</translation>
        </message>
        <message>
            <source>synchronous</source>
            <translation>synchrone</translation>
        </message>
        <message>
            <source>Interval used</source>
            <translation>Intervalle utilisé</translation>
        </message>
        <message>
            <source>min</source>
            <translation>min</translation>
        </message>
        <message>
            <source>Young's optimum interval</source>
            <translation>Intervalle optimal de Young</translation>
        </message>
        <message>
            <source>Daly's optimum interval</source>
            <translation>Intervalle optimal de Daly</translation>
        </message>
        <message>
            <source>Training stalls per checkpoint</source>
            <translation>Blocage de l'entraînement par checkpoint</translation>
        </message>
        <message>
            <source>Checkpoint overhead</source>
            <translation>Surcoût des checkpoints</translation>
        </message>
        <message>
            <source>% of training</source>
            <translation>% de l'entraînement</translation>
        </message>
        <message>
            <source>Failures</source>
            <translation>Pannes</translation>
        </message>
        <message>
            <source>Job MTBF (mean time between failures)</source>
            <translation>MTBF du job (temps moyen entre pannes)</translation>
        </message>
        <message>
            <source>Expected failures over the job</source>
            <translation>Pannes attendues sur le job</translation>
        </message>
        <message>
            <source>count</source>
            <translation>nombre</translation>
        </message>
        <message>
            <source>Recovery per failure</source>
            <translation>Reprise par panne</translation>
        </message>
        <message>
            <source>Failure overhead (lost work and recovery)</source>
            <translation>Surcoût des pannes (travail perdu et reprise)</translation>
        </message>
        <message>
            <source>Checkpoint and failure overhead together</source>
            <translation>Surcoût des checkpoints et des pannes ensemble</translation>
        </message>
        <message>
            <source>Predicted job time</source>
            <translation>Durée du job prévue</translation>
        </message>
        <message>
            <source>GPU-hours</source>
            <translation>GPU-heures</translation>
        </message>
        <message>
            <source>GPU-h</source>
            <translation>GPU-h</translation>
        </message>
        <message>
            <source>GPU cost</source>
            <translation>Coût GPU</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>Energy (with PUE)</source>
            <translation>Énergie (avec PUE)</translation>
        </message>
        <message>
            <source>MWh</source>
            <translation>MWh</translation>
        </message>
        <message>
            <source>Energy cost</source>
            <translation>Coût de l'énergie</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>Coût total</translation>
        </message>
        <message>
            <source>Cost per million tokens</source>
            <translation>Coût par million de tokens</translation>
        </message>
        <message>
            <source>Idle cost (predicted − minimum)</source>
            <translation>Coût d'inactivité (prévu − minimum)</translation>
        </message>
        <message>
            <source>Cost of an idle minute</source>
            <translation>Coût d'une minute inactive</translation>
        </message>
        <message>
            <source>USD/min</source>
            <translation>USD/min</translation>
        </message>
        <message>
            <source>&lt;p&gt;GPU-hours × price plus energy (GPUs × power × PUE × time × price per kWh).&lt;/p&gt;</source>
            <translation>&lt;p&gt;GPU-heures × prix plus énergie (GPU × puissance × PUE × temps × prix par kWh).&lt;/p&gt;</translation>
        </message>
        <message>
            <source>&lt;p&gt;The figures come from JCT Planner's analytic model (&lt;i&gt;core/README.md&lt;/i&gt; gives every formula in prose): FLOPs per token and layer, memory per GPU, α–β costs of the collectives on the fabric, the pipeline bubble, stragglers as order statistics, checkpoints at Young's or Daly's interval and failures by Daly's expected wall time. It is validated against published measured runs (2.4&amp;nbsp;% mean error on the eight Korthikanti et al. iteration times). Predictions, not quotes: the inputs above decide them.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Les chiffres viennent du modèle analytique de JCT Planner (&lt;i&gt;core/README.md&lt;/i&gt; donne chaque formule en prose) : FLOPs par token et par couche, mémoire par GPU, coûts α–β des collectives sur la fabric, la pipeline bubble, les traînards comme statistiques d'ordre, les checkpoints à l'intervalle de Young ou de Daly et les pannes selon le temps total attendu de Daly. Il est validé sur des exécutions mesurées publiées (2.4&amp;nbsp;% d'erreur moyenne sur les huit temps d'itération de Korthikanti et al.). Des prévisions, pas des devis : les entrées ci-dessus les déterminent.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Unit</source>
            <translation>Unité</translation>
        </message>
        <message>
            <source>Value</source>
            <translation>Valeur</translation>
        </message>
        <message>
            <source>same</source>
            <translation>identique</translation>
        </message>
        <message>
            <source>differs</source>
            <translation>diffère</translation>
        </message>
        <message>
            <source>Summary</source>
            <translation>Résumé</translation>
        </message>
        <message>
            <source>Inputs</source>
            <translation>Entrées</translation>
        </message>
        <message>
            <source>Charts</source>
            <translation>Graphiques</translation>
        </message>
        <message>
            <source>Step breakdown</source>
            <translation>Décomposition du pas</translation>
        </message>
        <message>
            <source>Checkpoints and failures</source>
            <translation>Checkpoints et pannes</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Coût</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensibilité</translation>
        </message>
        <message>
            <source>Model and sources</source>
            <translation>Modèle et sources</translation>
        </message>
        <message>
            <source>Generated %1 by JCT Planner %2</source>
            <translation>Généré le %1 par JCT Planner %2</translation>
        </message>
        <message>
            <source>Analytic predictions; sources in section 8</source>
            <translation>Prévisions analytiques ; sources en section 8</translation>
        </message>
        <message>
            <source>Training job procurement report</source>
            <translation>Rapport d'achat du job d'entraînement</translation>
        </message>
        <message>
            <source> (default)</source>
            <translation> (par défaut)</translation>
        </message>
        <message>
            <source>&lt;p&gt;Every input of the plan, as the engine was given it (defaults marked), under the names of the scenario file's keys. Bandwidths in Gbit/s, latencies in µs, times in the unit shown.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Chaque entrée du plan, telle que le moteur l'a reçue (valeurs par défaut signalées), sous les noms des clés du fichier de scénario. Bandes passantes en Gbit/s, latences en µs, durées dans l'unité indiquée.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>Input</source>
            <translation>Entrée</translation>
        </message>
        <message>
            <source>&lt;p&gt;%1What ends the scaling: %2.&lt;/p&gt;</source>
            <translation>&lt;p&gt;%1Ce qui arrête la mise à l’échelle : %2.&lt;/p&gt;</translation>
        </message>
        <message>
            <source>  of which %1</source>
            <translation>  dont %1</translation>
        </message>
        <message>
            <source>Lost work per failure (since the last checkpoint)</source>
            <translation>Travail perdu par panne (depuis le dernier checkpoint)</translation>
        </message>
        <message>
            <source>Expected failures from %1</source>
            <translation>Pannes attendues : %1</translation>
        </message>
        <message>
            <source>Seconds</source>
            <translation>Secondes</translation>
        </message>
        <message>
            <source>Share of step (%)</source>
            <translation>Part du pas (%)</translation>
        </message>
        <message>
            <source>Change to this plan</source>
            <translation>Modification de ce plan</translation>
        </message>
        <message>
            <source>JCT change (h)</source>
            <translation>Variation du JCT (h)</translation>
        </message>
        <message>
            <source>JCT change (%)</source>
            <translation>Variation du JCT (%)</translation>
        </message>
        <message>
            <source>Cost change (USD)</source>
            <translation>Variation du coût (USD)</translation>
        </message>
        <message>
            <source>the plan no longer fits in memory</source>
            <translation>le plan ne tient plus en mémoire</translation>
        </message>
        <message>
            <source>Item</source>
            <translation>Grandeur</translation>
        </message>
        <message>
            <source>Gbit/s per GPU</source>
            <translation>Gbit/s par GPU</translation>
        </message>
        <message>
            <source>bytes</source>
            <translation>octets</translation>
        </message>
        <message>
            <source>tokens</source>
            <translation>tokens</translation>
        </message>
        <message>
            <source>× balanced load</source>
            <translation>× charge équilibrée</translation>
        </message>
        <message>
            <source>layers</source>
            <translation>couches</translation>
        </message>
        <message>
            <source>fraction</source>
            <translation>fraction</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>oui</translation>
        </message>
        <message>
            <source>no</source>
            <translation>non</translation>
        </message>
        <message>
            <source>set by MLA</source>
            <translation>fixé par MLA</translation>
        </message>
        <message>
            <source>dropless</source>
            <translation>dropless</translation>
        </message>
        <message>
            <source>even split</source>
            <translation>répartition égale</translation>
        </message>
        <message>
            <source>one stage</source>
            <translation>un seul étage</translation>
        </message>
        <message>
            <source>Daly's optimum</source>
            <translation>optimum de Daly</translation>
        </message>
        <message>
            <source>Training</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <source>Cluster</source>
            <translation>Cluster</translation>
        </message>
        <message>
            <source>Network calibrated from nccl-tests</source>
            <translation>Réseau calibré par nccl-tests</translation>
        </message>
        <message>
            <source>Storage and checkpoints</source>
            <translation>Stockage et checkpoints</translation>
        </message>
        <message>
            <source>Reliability</source>
            <translation>Fiabilité</translation>
        </message>
        <message>
            <source>Stragglers</source>
            <translation>Traînards</translation>
        </message>
    </context>
    <context>
        <name>ScenarioReader</name>
        <message>
            <source>infinity</source>
            <translation>l'infini</translation>
        </message>
        <message>
            <source>a boolean</source>
            <translation>un booléen</translation>
        </message>
        <message>
            <source>a number</source>
            <translation>un nombre</translation>
        </message>
        <message>
            <source>an array</source>
            <translation>un tableau</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>un objet</translation>
        </message>
        <message>
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <source>must be a number between %1 and %2</source>
            <translation>doit être un nombre entre %1 et %2</translation>
        </message>
        <message>
            <source>must be between %1 and %2 (got %3)</source>
            <translation>doit être entre %1 et %2 (reçu %3)</translation>
        </message>
        <message>
            <source>must be a whole number between %1 and %2</source>
            <translation>doit être un entier entre %1 et %2</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <translation>doit être true ou false</translation>
        </message>
        <message>
            <source>must be one of %1 (got %2)</source>
            <translation>doit être l'une des valeurs %1 (reçu %2)</translation>
        </message>
        <message>
            <source>must be a string</source>
            <translation>doit être une chaîne</translation>
        </message>
        <message>
            <source>must be an object</source>
            <translation>doit être un objet</translation>
        </message>
        <message>
            <source>unknown key (allowed here: %1)</source>
            <translation>clé inconnue (autorisées ici : %1)</translation>
        </message>
        <message>
            <source>must not be null</source>
            <translation>ne doit pas être null</translation>
        </message>
        <message>
            <source>line %1, column %2: </source>
            <translation>ligne %1, colonne %2 : </translation>
        </message>
        <message>
            <source>must be "jct-planner-scenario" (got "%1"): this is not a scenario file</source>
            <translation>doit être "jct-planner-scenario" (reçu "%1") : ce n'est pas un fichier de scénario</translation>
        </message>
        <message>
            <source>this file has format version %1, newer than the %2 this planner reads; open it with a newer JCT Planner</source>
            <translation>ce fichier est au format version %1, plus récent que la version %2 que lit ce planificateur ; ouvrez-le avec un JCT Planner plus récent</translation>
        </message>
        <message>
            <source>must be between 1 and experts = %1 for an MoE model (got %2)</source>
            <translation>doit être entre 1 et experts = %1 pour un modèle MoE (reçu %2)</translation>
        </message>
        <message>
            <source>must be at least 1 for an MoE model</source>
            <translation>doit valoir au moins 1 pour un modèle MoE</translation>
        </message>
        <message>
            <source>is only read with model.attention = "mla"</source>
            <translation>n'est lu qu'avec model.attention = "mla"</translation>
        </message>
        <message>
            <source>is needed with model.attention = "mla": q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim</source>
            <translation>est requis avec model.attention = "mla" : q_lora_rank, kv_lora_rank, qk_nope_head_dim, qk_rope_head_dim, v_head_dim</translation>
        </message>
        <message>
            <source>and qk_rope_head_dim must add up to at least 1 (the query/key head size)</source>
            <translation>et qk_rope_head_dim doivent totaliser au moins 1 (la taille de tête requête/clé)</translation>
        </message>
        <message>
            <source>unknown model preset "%1" (known: %2)</source>
            <translation>préréglage de modèle inconnu "%1" (connus : %2)</translation>
        </message>
        <message>
            <source>must divide heads = %1 (got %2)</source>
            <translation>doit diviser heads = %1 (reçu %2)</translation>
        </message>
        <message>
            <source>must divide hidden = %1 (got %2), or give model.head_dim</source>
            <translation>doit diviser hidden = %1 (reçu %2), ou indiquez model.head_dim</translation>
        </message>
        <message>
            <source>is derived (cluster.gpus / (tp·pp·cp)) and cannot be set</source>
            <translation>est dérivé (cluster.gpus / (tp·pp·cp)) et ne peut pas être fixé</translation>
        </message>
        <message>
            <source>%1 must be an object</source>
            <translation>%1 doit être un objet</translation>
        </message>
        <message>
            <source>has no positive %1 figure, so training.precision = %1 cannot run on it (available: %2)</source>
            <translation>n'a pas de valeur %1 positive, donc training.precision = %1 ne peut pas y tourner (disponibles : %2)</translation>
        </message>
        <message>
            <source>unknown GPU "%1" (known: %2; or give the GPU inline as an object)</source>
            <translation>GPU inconnu "%1" (connus : %2 ; ou donnez le GPU en ligne comme objet)</translation>
        </message>
        <message>
            <source>must be a GPU id (string) or an inline GPU object</source>
            <translation>doit être un id de GPU (chaîne) ou un objet GPU en ligne</translation>
        </message>
        <message>
            <source>an inline GPU needs %1 (see resources/catalog/gpus.json for the fields)</source>
            <translation>un GPU en ligne demande %1 (voir resources/catalog/gpus.json pour les champs)</translation>
        </message>
        <message>
            <source>unknown network "%1" (known: %2)</source>
            <translation>réseau inconnu "%1" (connus : %2)</translation>
        </message>
        <message>
            <source>must be a network id (string) or an inline fabric object</source>
            <translation>doit être un id de réseau (chaîne) ou un objet fabric en ligne</translation>
        </message>
        <message>
            <source>is required: the name of the log the figures came from</source>
            <translation>est requis : le nom du journal d'où viennent les valeurs</translation>
        </message>
        <message>
            <source>must name the log (1 to 1000 characters)</source>
            <translation>doit nommer le journal (1 à 1000 caractères)</translation>
        </message>
        <message>
            <source>must be a date as YYYY-MM-DD (got "%1")</source>
            <translation>doit être une date au format YYYY-MM-DD (reçu "%1")</translation>
        </message>
        <message>
            <source>give either restart_minutes (their sum) or drain_minutes, provision_minutes and reinit_minutes</source>
            <translation>donnez soit restart_minutes (leur somme), soit drain_minutes, provision_minutes et reinit_minutes</translation>
        </message>
        <message>
            <source>malformed JSON: %1</source>
            <translation>JSON mal formé : %1</translation>
        </message>
        <message>
            <source>cannot open: %1</source>
            <translation>ouverture impossible : %1</translation>
        </message>
        <message>
            <source>a scenario must be a JSON object { … }, not %1</source>
            <translation>un scénario doit être un objet JSON { … }, pas %1</translation>
        </message>
        <message>
            <source>a single value</source>
            <translation>une valeur isolée</translation>
        </message>
    </context>
    <context>
        <name>SearchReport</name>
        <message>
            <source>%1 per million tokens</source>
            <translation>%1 par million de tokens</translation>
        </message>
        <message>
            <source>first/last stage %1/%2 layers</source>
            <translation>premier/dernier étage %1/%2 couches</translation>
        </message>
        <message>
            <source>first stage %1 layers</source>
            <translation>premier étage %1 couches</translation>
        </message>
        <message>
            <source>last stage %1 layers</source>
            <translation>dernier étage %1 couches</translation>
        </message>
        <message>
            <source>no recompute</source>
            <translation>sans recalcul</translation>
        </message>
        <message>
            <source>selective recompute</source>
            <translation>recalcul sélectif</translation>
        </message>
        <message>
            <source>full recompute</source>
            <translation>recalcul complet</translation>
        </message>
        <message>
            <source>%1 %2 vs %3</source>
            <translation>%1 %2 contre %3</translation>
        </message>
        <message>
            <source>even stages</source>
            <translation>étages égaux</translation>
        </message>
        <message>
            <source>%1 vs %2</source>
            <translation>%1 contre %2</translation>
        </message>
        <message>
            <source>micro-batch</source>
            <translation>micro-batch</translation>
        </message>
        <message>
            <source>%1 vs %2 GPUs</source>
            <translation>%1 contre %2 GPU</translation>
        </message>
        <message>
            <source>sequence parallel vs not</source>
            <translation>avec parallélisme de séquence contre sans</translation>
        </message>
        <message>
            <source>no sequence parallelism vs with</source>
            <translation>sans parallélisme de séquence contre avec</translation>
        </message>
        <message>
            <source>order %1 vs %2</source>
            <translation>ordre %1 contre %2</translation>
        </message>
        <message>
            <source>The best (%1) beats the runner-up (%2) by %3 (%4 %)</source>
            <translation>Le meilleur (%1) bat le deuxième (%2) de %3 (%4 %)</translation>
        </message>
        <message>
            <source> on %1 GPUs vs %2</source>
            <translation> sur %1 GPU contre %2</translation>
        </message>
        <message>
            <source>%1:</source>
            <translation>%1 :</translation>
        </message>
        <message>
            <source>step %1 vs %2 (%3 per step); job %4, cost %5</source>
            <translation>pas %1 contre %2 (%3 par pas) ; job %4, coût %5</translation>
        </message>
        <message>
            <source>less %1 (%2 per step)</source>
            <translation>moins de %1 (%2 par pas)</translation>
        </message>
        <message>
            <source>more %1 (%2 per step)</source>
            <translation>plus de %1 (%2 par pas)</translation>
        </message>
        <message>
            <source> because %1</source>
            <translation> car %1</translation>
        </message>
        <message>
            <source>checkpoint overhead %1 over the job</source>
            <translation>surcoût des checkpoints %1 sur le job</translation>
        </message>
        <message>
            <source>failure overhead %1 over the job</source>
            <translation>surcoût des pannes %1 sur le job</translation>
        </message>
        <message>
            <source>a tie on the step time: they differ in %1, which the model prices the same; %2</source>
            <translation>égalité sur le temps de pas : ils diffèrent par %1, que le modèle valorise de la même façon ; %2</translation>
        </message>
        <message>
            <source>the best needs %1 per GPU instead of %2</source>
            <translation>le meilleur demande %1 par GPU au lieu de %2</translation>
        </message>
        <message>
            <source>they need the same memory, either will do</source>
            <translation>ils demandent la même mémoire, l'un ou l'autre convient</translation>
        </message>
        <message>
            <source>%1 of activations offloaded to host</source>
            <translation>%1 d'activations déchargées vers l'hôte</translation>
        </message>
    </context>
    <context>
        <name>StrictJson</name>
        <message>
            <source>expected a JSON value, found the end of the text</source>
            <translation>valeur JSON attendue, fin du texte trouvée</translation>
        </message>
        <message>
            <source>unexpected %1 after the JSON value</source>
            <translation>%1 inattendu après la valeur JSON</translation>
        </message>
        <message>
            <source>tab</source>
            <translation>tabulation</translation>
        </message>
        <message>
            <source>control character U+%1</source>
            <translation>caractère de contrôle U+%1</translation>
        </message>
        <message>
            <source>byte 0x%1</source>
            <translation>octet 0x%1</translation>
        </message>
        <message>
            <source>expected a value, found the end of the text</source>
            <translation>valeur attendue, fin du texte trouvée</translation>
        </message>
        <message>
            <source>a number must start with a digit (write 0.5, not .5)</source>
            <translation>un nombre doit commencer par un chiffre (écrivez 0.5, pas .5)</translation>
        </message>
        <message>
            <source>expected a value, found %1</source>
            <translation>valeur attendue, trouvé : %1</translation>
        </message>
        <message>
            <source>expected a value (true, false or null are the only bare words)</source>
            <translation>valeur attendue (true, false et null sont les seuls mots sans guillemets)</translation>
        </message>
        <message>
            <source>a digit must follow the minus sign</source>
            <translation>un chiffre doit suivre le signe moins</translation>
        </message>
        <message>
            <source>a number must not have a leading zero</source>
            <translation>un nombre ne doit pas commencer par un zéro superflu</translation>
        </message>
        <message>
            <source>a digit must follow the decimal point (write 1024 or 1024.0, not 1024.)</source>
            <translation>un chiffre doit suivre le point décimal (écrivez 1024 ou 1024.0, pas 1024.)</translation>
        </message>
        <message>
            <source>a digit must follow the exponent</source>
            <translation>un chiffre doit suivre l'exposant</translation>
        </message>
        <message>
            <source>a string that is never closed</source>
            <translation>une chaîne jamais fermée</translation>
        </message>
        <message>
            <source>a raw tab inside a string (write \t)</source>
            <translation>une tabulation brute dans une chaîne (écrivez \t)</translation>
        </message>
        <message>
            <source>a line break inside a string (write \n, or close the string)</source>
            <translation>un saut de ligne dans une chaîne (écrivez \n, ou fermez la chaîne)</translation>
        </message>
        <message>
            <source>a raw %1 inside a string (write \u%2)</source>
            <translation>un %1 brut dans une chaîne (écrivez \u%2)</translation>
        </message>
        <message>
            <source>%1 is not UTF-8</source>
            <translation>%1 n'est pas de l'UTF-8</translation>
        </message>
        <message>
            <source>\%1 is not a JSON escape (\" \\ \/ \b \f \n \r \t \uXXXX)</source>
            <translation>\%1 n'est pas un échappement JSON (\" \\ \/ \b \f \n \r \t \uXXXX)</translation>
        </message>
        <message>
            <source>\u must be followed by four hex digits</source>
            <translation>\u doit être suivi de quatre chiffres hexadécimaux</translation>
        </message>
        <message>
            <source>a lone low surrogate \u%1 (no high surrogate \ud800-\udbff before it)</source>
            <translation>un demi-codet bas isolé \u%1 (pas de demi-codet haut \ud800-\udbff avant lui)</translation>
        </message>
        <message>
            <source>a lone high surrogate \u%1 (no low surrogate \udc00-\udfff after it)</source>
            <translation>un demi-codet haut isolé \u%1 (pas de demi-codet bas \udc00-\udfff après lui)</translation>
        </message>
        <message>
            <source>objects and arrays nested deeper than %1</source>
            <translation>objets et tableaux imbriqués sur plus de %1 niveaux</translation>
        </message>
        <message>
            <source>an object that is never closed (expected a key or '}')</source>
            <translation>un objet jamais fermé (clé ou '}' attendu)</translation>
        </message>
        <message>
            <source>expected a key in double quotes, found %1</source>
            <translation>clé entre guillemets doubles attendue, trouvé : %1</translation>
        </message>
        <message>
            <source>duplicate key "%1" (first at line %2, column %3)</source>
            <translation>clé "%1" en double (d'abord à la ligne %2, colonne %3)</translation>
        </message>
        <message>
            <source>expected ':' after the key</source>
            <translation>':' attendu après la clé</translation>
        </message>
        <message>
            <source>an object that is never closed (expected ',' or '}')</source>
            <translation>un objet jamais fermé (',' ou '}' attendu)</translation>
        </message>
        <message>
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>',' ou '}' attendu dans un objet, trouvé : %1</translation>
        </message>
        <message>
            <source>an array that is never closed (expected ',' or ']')</source>
            <translation>un tableau jamais fermé (',' ou ']' attendu)</translation>
        </message>
        <message>
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>',' ou ']' attendu dans un tableau, trouvé : %1</translation>
        </message>
    </context>
    <context>
        <name>Units</name>
        <message>
            <source>%1 days</source>
            <translation>%1 jours</translation>
        </message>
        <message>
            <source>not finite</source>
            <translation>non fini</translation>
        </message>
        <message>
            <source>$%1 B</source>
            <translation>%1 Md$</translation>
        </message>
        <message>
            <source>$%1 M</source>
            <translation>%1 M$</translation>
        </message>
        <message>
            <source>$%1 k</source>
            <translation>%1 k$</translation>
        </message>
        <message>
            <source>$%1</source>
            <translation>%1 $</translation>
        </message>
    </context>
    <context>
        <name>Validation</name>
        <message>
            <source>miss: the planner finds the run infeasible</source>
            <translation>échec : le planificateur juge l'exécution impossible</translation>
        </message>
        <message>
            <source>miss: unknown metric '%1'</source>
            <translation>échec : métrique inconnue '%1'</translation>
        </message>
        <message>
            <source>not compared: %1</source>
            <translation>non comparé : %1</translation>
        </message>
        <message>
            <source>miss: scenario.%1</source>
            <translation>échec : scenario.%1</translation>
        </message>
        <message>
            <source>line %1, column %2: malformed JSON: %3</source>
            <translation>ligne %1, colonne %2 : JSON mal formé : %3</translation>
        </message>
        <message>
            <source>line %1: malformed JSON: %2</source>
            <translation>ligne %1 : JSON mal formé : %2</translation>
        </message>
        <message>
            <source>a published-runs file is a JSON array of rows</source>
            <translation>un fichier de runs publiés est un tableau JSON de lignes</translation>
        </message>
    </context>
    <context>
        <name>jct::document::Presets</name>
        <message>
            <source>Change GPU to %1</source>
            <translation>Changer le GPU en %1</translation>
        </message>
        <message>
            <source>Change interconnect to %1</source>
            <translation>Changer l'interconnexion en %1</translation>
        </message>
        <message>
            <source>Change model to %1</source>
            <translation>Changer le modèle en %1</translation>
        </message>
        <message>
            <source>Change precision to %1</source>
            <translation>Changer la précision en %1</translation>
        </message>
        <message>
            <source>Change framework to %1</source>
            <translation>Changer le framework en %1</translation>
        </message>
    </context>
    <context>
        <name>jct::planner</name>
        <message>
            <source>Inputs that differ: none</source>
            <translation>Entrées qui diffèrent : aucune</translation>
        </message>
        <message>
            <source>Inputs that differ</source>
            <translation>Entrées qui diffèrent</translation>
        </message>
        <message>
            <source>Figures</source>
            <translation>Indicateurs</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::CapacityDialog</name>
        <message>
            <source>Capacity questions</source>
            <translation>Questions de capacité</translation>
        </message>
        <message>
            <source> days</source>
            <translation> jours</translation>
        </message>
        <message>
            <source>The delivery date, in days of wall time from the job's start (startup, checkpoints and expected failures count).</source>
            <translation>La date de livraison, en jours de temps réel depuis le début du job (démarrage, checkpoints et pannes attendues compris).</translation>
        </message>
        <message>
            <source>Deadline</source>
            <translation>Échéance</translation>
        </message>
        <message>
            <source>Fewest GPUs that finish by the deadline</source>
            <translation>Le moins de GPU qui finissent avant l'échéance</translation>
        </message>
        <message>
            <source>GPU count with the least cost per trained token</source>
            <translation>Nombre de GPU au coût par token entraîné le plus bas</translation>
        </message>
        <message>
            <source>Does this cluster meet the deadline?</source>
            <translation>Ce cluster tient-il l'échéance ?</translation>
        </message>
        <message>
            <source>Searched over every GPU count N = tp·pp·cp·dp of this layout with the global batch fixed, dp = 1 … global batch / micro-batch (the sync-wall sweep's counts).</source>
            <translation>Recherché sur chaque nombre de GPU N = tp·pp·cp·dp de cette disposition avec le batch global fixe, dp = 1 … batch global / micro-batch (les nombres du balayage du sync wall).</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ControlPanel</name>
        <message>
            <source>Plan name</source>
            <translation>Nom du plan</translation>
        </message>
        <message>
            <source>The plan's name, in the title, the file and export names, chart captions and the report. It follows the model, GPU count and GPU type until you type one; clear it to let it follow them again.</source>
            <translation>Le nom du plan, dans le titre, les noms de fichier et d'export, les légendes des graphiques et le rapport. Il suit le modèle, le nombre et le type de GPU jusqu'à ce que vous en tapiez un ; videz-le pour qu'il les suive à nouveau.</translation>
        </message>
        <message>
            <source>Plan &amp;name</source>
            <translation>&amp;Nom du plan</translation>
        </message>
        <message>
            <source>Rename plan</source>
            <translation>Renommer le plan</translation>
        </message>
        <message>
            <source>custom (not in the catalog)</source>
            <translation>personnalisé (hors catalogue)</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportController</name>
        <message>
            <source>Export &amp;chart…</source>
            <translation>Exporter le &amp;graphique…</translation>
        </message>
        <message>
            <source>Write a chart as PNG, SVG or PDF, with the plan's name and assumptions</source>
            <translation>Écrire un graphique en PNG, SVG ou PDF, avec le nom et les hypothèses du plan</translation>
        </message>
        <message>
            <source>Cop&amp;y chart</source>
            <translation>Co&amp;pier le graphique</translation>
        </message>
        <message>
            <source>Copy the chart under the pointer (or the last one right-clicked) as an image</source>
            <translation>Copier le graphique sous le pointeur (ou le dernier cliqué du bouton droit) comme image</translation>
        </message>
        <message>
            <source>Export &amp;data (CSV)…</source>
            <translation>Exporter les &amp;données (CSV)…</translation>
        </message>
        <message>
            <source>Write the numbers behind the charts as CSV</source>
            <translation>Écrire en CSV les nombres derrière les graphiques</translation>
        </message>
        <message>
            <source>Export &amp;report (PDF)…</source>
            <translation>Exporter le &amp;rapport (PDF)…</translation>
        </message>
        <message>
            <source>Write the procurement report: figures, inputs, charts and tables (A4 PDF)</source>
            <translation>Écrire le rapport d'achat : indicateurs, entrées, graphiques et tableaux (PDF A4)</translation>
        </message>
        <message>
            <source>Copy chart</source>
            <translation>Copier le graphique</translation>
        </message>
        <message>
            <source>Export</source>
            <translation>Exporter</translation>
        </message>
        <message>
            <source>PNG image…</source>
            <translation>Image PNG…</translation>
        </message>
        <message>
            <source>SVG (vector)…</source>
            <translation>SVG (vectoriel)…</translation>
        </message>
        <message>
            <source>PDF (vector)…</source>
            <translation>PDF (vectoriel)…</translation>
        </message>
        <message>
            <source>Data (CSV)…</source>
            <translation>Données (CSV)…</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to export.</source>
            <translation>Aucun plan exécutable n'a encore été affiché : rien à exporter.</translation>
        </message>
        <message>
            <source>Export chart</source>
            <translation>Exporter le graphique</translation>
        </message>
        <message>
            <source>%1 files (*.%2)</source>
            <translation>Fichiers %1 (*.%2)</translation>
        </message>
        <message>
            <source>Cannot export the chart</source>
            <translation>Impossible d'exporter le graphique</translation>
        </message>
        <message>
            <source>All charts (one file each)</source>
            <translation>Tous les graphiques (un fichier chacun)</translation>
        </message>
        <message>
            <source>Export data (CSV)</source>
            <translation>Exporter les données (CSV)</translation>
        </message>
        <message>
            <source>Data of:</source>
            <translation>Données de :</translation>
        </message>
        <message>
            <source>Export data of every chart into</source>
            <translation>Exporter les données de chaque graphique dans</translation>
        </message>
        <message>
            <source>Cannot export the data</source>
            <translation>Impossible d'exporter les données</translation>
        </message>
        <message>
            <source>CSV files (*.csv)</source>
            <translation>Fichiers CSV (*.csv)</translation>
        </message>
        <message>
            <source>Export report (PDF)</source>
            <translation>Exporter le rapport (PDF)</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Fichiers PDF (*.pdf)</translation>
        </message>
        <message>
            <source>Cannot export the report</source>
            <translation>Impossible d'exporter le rapport</translation>
        </message>
        <message>
            <source>Exported to %1</source>
            <translation>Exporté vers %1</translation>
        </message>
        <message>
            <source>Open folder</source>
            <translation>Ouvrir le dossier</translation>
        </message>
        <message>
            <source>Show %1 in the file manager</source>
            <translation>Afficher %1 dans le gestionnaire de fichiers</translation>
        </message>
        <message>
            <source>Copied the sync wall chart</source>
            <translation>Graphique « Sync wall » copié</translation>
        </message>
        <message>
            <source>Copied the cost of idle time chart</source>
            <translation>Graphique « Coût du temps d'inactivité » copié</translation>
        </message>
        <message>
            <source>Copied the checkpoint and failure overhead chart</source>
            <translation>Graphique « Surcoût des checkpoints et des pannes » copié</translation>
        </message>
        <message>
            <source>Copied the step breakdown chart</source>
            <translation>Graphique « Décomposition du pas » copié</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ExportDialog</name>
        <message>
            <source>Export chart</source>
            <translation>Exporter le graphique</translation>
        </message>
        <message>
            <source>&amp;Chart</source>
            <translation>&amp;Graphique</translation>
        </message>
        <message>
            <source>PNG image</source>
            <translation>Image PNG</translation>
        </message>
        <message>
            <source>SVG (vector)</source>
            <translation>SVG (vectoriel)</translation>
        </message>
        <message>
            <source>PDF (vector)</source>
            <translation>PDF (vectoriel)</translation>
        </message>
        <message>
            <source>&amp;Format</source>
            <translation>&amp;Format</translation>
        </message>
        <message>
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <source>Width</source>
            <translation>Largeur</translation>
        </message>
        <message>
            <source>Height</source>
            <translation>Hauteur</translation>
        </message>
        <message>
            <source>&amp;Size</source>
            <translation>&amp;Taille</translation>
        </message>
        <message>
            <source> DPI</source>
            <translation> DPI</translation>
        </message>
        <message>
            <source>Dots per inch: the chart is size / DPI inches; text keeps its size in inches.</source>
            <translation>Points par pouce : le graphique mesure taille / DPI pouces ; le texte garde sa taille en pouces.</translation>
        </message>
        <message>
            <source>&amp;Resolution</source>
            <translation>&amp;Résolution</translation>
        </message>
        <message>
            <source>Export…</source>
            <translation>Exporter…</translation>
        </message>
        <message>
            <source>%1 × %2 in (%3 × %4 cm)</source>
            <translation>%1 × %2 in (%3 × %4 cm)</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::LayoutSearchDialog</name>
        <message>
            <source>Find best layout</source>
            <translation>Trouver la meilleure disposition</translation>
        </message>
        <message>
            <source>&amp;Apply to plan</source>
            <translation>&amp;Appliquer au plan</translation>
        </message>
        <message>
            <source>Put the selected layout into the plan (one undoable step)</source>
            <translation>Mettre la disposition choisie dans le plan (une étape annulable)</translation>
        </message>
        <message>
            <source> GPUs</source>
            <translation> GPU</translation>
        </message>
        <message>
            <source>Smallest GPU count to try; the search tries it, twice it, four times it, … up to the largest</source>
            <translation>Plus petit nombre de GPU à essayer ; la recherche l'essaie, puis le double, le quadruple, … jusqu'au plus grand</translation>
        </message>
        <message>
            <source>Largest GPU count to try</source>
            <translation>Plus grand nombre de GPU à essayer</translation>
        </message>
        <message>
            <source>to</source>
            <translation>à</translation>
        </message>
        <message>
            <source>Objective</source>
            <translation>Objectif</translation>
        </message>
        <message>
            <source>GPU counts</source>
            <translation>Nombres de GPU</translation>
        </message>
        <message>
            <source>Show the best</source>
            <translation>Afficher les meilleurs</translation>
        </message>
        <message>
            <source>&amp;Search</source>
            <translation>&amp;Rechercher</translation>
        </message>
        <message>
            <source>&amp;Cancel search</source>
            <translation>A&amp;nnuler la recherche</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>JCT (days)</source>
            <translation>JCT (jours)</translation>
        </message>
        <message>
            <source>Total cost</source>
            <translation>Coût total</translation>
        </message>
        <message>
            <source>Step</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>MFU</source>
            <translation>MFU</translation>
        </message>
        <message>
            <source>Memory/GPU</source>
            <translation>Mémoire/GPU</translation>
        </message>
        <message>
            <source>Layout</source>
            <translation>Disposition</translation>
        </message>
        <message>
            <source>Searching…</source>
            <translation>Recherche…</translation>
        </message>
        <message>
            <source>%1 distinct valid layouts; %2 discarded by memory before timing; %3 evaluated in %4 on %5 threads%6.</source>
            <translation>%1 dispositions valides distinctes ; %2 écartées par la mémoire avant le chronométrage ; %3 évaluées en %4 sur %5 threads%6.</translation>
        </message>
        <message>
            <source> — cancelled, showing the best found so far</source>
            <translation> — annulée, affiche les meilleures trouvées jusqu'ici</translation>
        </message>
        <message>
            <source> — no layout fits in memory</source>
            <translation> — aucune disposition ne tient en mémoire</translation>
        </message>
        <message>
            <source>%1 GPUs: %2</source>
            <translation>%1 GPU : %2</translation>
        </message>
        <message>
            <source>tp %1 · pp %2</source>
            <translation>tp %1 · pp %2</translation>
        </message>
        <message>
            <source> · cp %1</source>
            <translation> · cp %1</translation>
        </message>
        <message>
            <source> · ep %1</source>
            <translation> · ep %1</translation>
        </message>
        <message>
            <source>%1 on %2 GPUs</source>
            <translation>%1 sur %2 GPU</translation>
        </message>
        <message>
            <source>Apply layout %1</source>
            <translation>Appliquer la disposition %1</translation>
        </message>
        <message>
            <source>%1: sync wall at %2 GPUs with micro-batches of %3</source>
            <translation>%1 : sync wall à %2 GPU avec des micro-batches de %3</translation>
        </message>
        <message>
            <source>%1: fastest at %2 GPUs here; its sync wall lies beyond, at %3 GPUs with micro-batches of %4</source>
            <translation>%1 : le plus rapide ici à %2 GPU ; son sync wall est au-delà, à %3 GPU avec des micro-batches de %4</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MainWindow</name>
        <message>
            <source>Step breakdown</source>
            <translation>Décomposition du pas</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensibilité</translation>
        </message>
        <message>
            <source>Packet loss</source>
            <translation>Perte de paquets</translation>
        </message>
        <message>
            <source>A/B comparison</source>
            <translation>Comparaison A/B</translation>
        </message>
        <message>
            <source>Step charts and tables</source>
            <translation>Graphiques et tableaux du pas</translation>
        </message>
        <message>
            <source>Where one training step's time goes: compute, exposed communication, bubble</source>
            <translation>Où va le temps d'un pas d'entraînement : calcul, communication exposée, bubble</translation>
        </message>
        <message>
            <source>What one change of an input does to this plan's job time and cost</source>
            <translation>Ce qu'un changement d'entrée fait à la durée et au coût de ce plan</translation>
        </message>
        <message>
            <source>GPU utilization and job time against packet loss</source>
            <translation>Utilisation GPU et durée du job selon la perte de paquets</translation>
        </message>
        <message>
            <source>Plan A against plan B, figure by figure (View ▸ Pin current plan as A)</source>
            <translation>Plan A contre plan B, indicateur par indicateur (Affichage ▸ Épingler le plan actuel comme A)</translation>
        </message>
        <message>
            <source>Plan controls</source>
            <translation>Commandes du plan</translation>
        </message>
        <message>
            <source>Every input of the plan, grouped by subject; Tab moves from one to the next</source>
            <translation>Chaque entrée du plan, groupée par sujet ; Tab passe de l'une à la suivante</translation>
        </message>
        <message>
            <source>Sync-wall knee</source>
            <translation>Coude du sync wall</translation>
        </message>
        <message>
            <source>The knee is the largest GPU count up to which every valid count keeps this scaling efficiency
(speed-up over the smallest count that fits, divided by the GPU ratio), in %:</source>
            <translation>Le coude est le plus grand nombre de GPU jusqu'auquel chaque nombre valide garde cette efficacité de mise à l'échelle
(accélération par rapport au plus petit nombre qui tient, divisée par le rapport de GPU), en % :</translation>
        </message>
        <message>
            <source>Cannot apply %1</source>
            <translation>Impossible d'appliquer %1</translation>
        </message>
        <message>
            <source>%1 replaced your values: %2.</source>
            <translation>%1 a remplacé vos valeurs : %2.</translation>
        </message>
        <message>
            <source>%1 also changed %2.</source>
            <translation>%1 a aussi changé %2.</translation>
        </message>
        <message>
            <source>Also changed: %1.</source>
            <translation>Également changé : %1.</translation>
        </message>
        <message>
            <source>Keep my values</source>
            <translation>Garder mes valeurs</translation>
        </message>
        <message>
            <source>Give back the values of yours that the preset replaced, keeping the preset (one undo step).</source>
            <translation>Rendre vos valeurs que le préréglage a remplacées, en gardant le préréglage (une étape d'annulation).</translation>
        </message>
        <message>
            <source>Cannot keep your values: %1</source>
            <translation>Impossible de garder vos valeurs : %1</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>Open example “%1”</source>
            <translation>Ouvrir l'exemple « %1 »</translation>
        </message>
        <message>
            <source>%1: this plan cannot run: %2</source>
            <translation>%1 : ce plan ne peut pas s'exécuter : %2</translation>
        </message>
        <message>
            <source>Apply nccl-tests fit (%1)</source>
            <translation>Appliquer l'ajustement nccl-tests (%1)</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>Impossible d'ouvrir le plan</translation>
        </message>
        <message>
            <source>The window shows %1 instead; nothing was changed on disk.</source>
            <translation>La fenêtre affiche %1 à la place ; rien n'a été modifié sur le disque.</translation>
        </message>
        <message>
            <source>%1 engine evaluations for this view</source>
            <translation>%1 évaluations du moteur pour cette vue</translation>
        </message>
        <message>
            <source>Undo “%1”</source>
            <translation>Annuler « %1 »</translation>
        </message>
        <message>
            <source>Revert the last change (Ctrl+Z)</source>
            <translation>Annuler la dernière modification (Ctrl+Z)</translation>
        </message>
        <message>
            <source>Use %1 GPUs</source>
            <translation>Utiliser %1 GPU</translation>
        </message>
        <message>
            <source>The nearest GPU count that makes a valid layout with this tp·pp·cp and global batch</source>
            <translation>Le nombre de GPU le plus proche qui donne une disposition valide avec ce tp·pp·cp et ce batch global</translation>
        </message>
        <message>
            <source>Set GPUs</source>
            <translation>Définir les GPU</translation>
        </message>
        <message>
            <source>Find a layout that fits…</source>
            <translation>Trouver une disposition qui tient…</translation>
        </message>
        <message>
            <source>Search every parallel layout of this model on this cluster (Tools ▸ Find best layout)</source>
            <translation>Parcourir chaque disposition parallèle de ce modèle sur ce cluster (Outils ▸ Trouver la meilleure disposition)</translation>
        </message>
        <message>
            <source>This plan cannot run: %1. The charts and figures show the last plan that can.</source>
            <translation>Ce plan ne peut pas s'exécuter : %1. Les graphiques et indicateurs montrent le dernier plan exécutable.</translation>
        </message>
        <message>
            <source>%1[*] — JCT Planner</source>
            <translation>%1[*] — JCT Planner</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Idle cost</source>
            <translation>Coût d'inactivité</translation>
        </message>
        <message>
            <source>Checkpoints</source>
            <translation>Checkpoints</translation>
        </message>
        <message>
            <source>No plan that runs has been shown yet: there is nothing to copy.</source>
            <translation>Aucun plan exécutable n'a encore été affiché : rien à copier.</translation>
        </message>
        <message>
            <source>Copied the summary of %1</source>
            <translation>Résumé de %1 copié</translation>
        </message>
        <message>
            <source>Cheapest fix: %1 (%2)</source>
            <translation>Correction la moins chère : %1 (%2)</translation>
        </message>
        <message>
            <source>Of the changes of one input that make this plan run (recompute, flash attention, sequence parallelism, ZeRO, micro-batch, tp, pp, GPUs), the one with the least total cost: %1, predicted %2</source>
            <translation>Parmi les changements d’une seule entrée qui font tourner ce plan (recalcul, flash attention, parallélisme de séquence, ZeRO, micro-batch, tp, pp, GPU), celui au coût total le plus bas : %1, prévu %2</translation>
        </message>
        <message>
            <source>Apply the cheapest fix</source>
            <translation>Appliquer la correction la moins chère</translation>
        </message>
        <message>
            <source>This plan cannot run: %1.</source>
            <translation>Ce plan ne peut pas tourner : %1.</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::ManualDialog</name>
        <message>
            <source>JCT Planner manual</source>
            <translation>Manuel de JCT Planner</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::MessageBar</name>
        <message>
            <source>Close this message</source>
            <translation>Fermer ce message</translation>
        </message>
        <message>
            <source>Close message</source>
            <translation>Fermer le message</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::NcclImportDialog</name>
        <message>
            <source>Import nccl-tests log</source>
            <translation>Importer un journal nccl-tests</translation>
        </message>
        <message>
            <source>Apply to the plan</source>
            <translation>Appliquer au plan</translation>
        </message>
        <message>
            <source>Applying the fit changes:</source>
            <translation>Appliquer l'ajustement change :</translation>
        </message>
        <message>
            <source>bandwidth: %1</source>
            <translation>bande passante : %1</translation>
        </message>
        <message>
            <source>note: %1</source>
            <translation>note : %1</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::PlanFiles</name>
        <message>
            <source>Unsaved changes</source>
            <translation>Modifications non enregistrées</translation>
        </message>
        <message>
            <source>Save the changes to %1?</source>
            <translation>Enregistrer les modifications de %1 ?</translation>
        </message>
        <message>
            <source>Your changes are lost if you don't save them.</source>
            <translation>Vos modifications seront perdues si vous ne les enregistrez pas.</translation>
        </message>
        <message>
            <source>Recover unsaved plan</source>
            <translation>Récupérer le plan non enregistré</translation>
        </message>
        <message>
            <source>Recover unsaved plan from %1?</source>
            <translation>Récupérer le plan non enregistré de %1 ?</translation>
        </message>
        <message>
            <source>JCT Planner stopped while %1 had unsaved changes. If you don't recover them now, they are deleted.</source>
            <translation>JCT Planner s'est arrêté alors que %1 avait des modifications non enregistrées. Si vous ne les récupérez pas maintenant, elles seront supprimées.</translation>
        </message>
        <message>
            <source>Open plan</source>
            <translation>Ouvrir un plan</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan *.json);;All files (*)</source>
            <translation>Plans JCT (*.jctplan *.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>Save plan as</source>
            <translation>Enregistrer le plan sous</translation>
        </message>
        <message>
            <source>JCT plans (*.jctplan)</source>
            <translation>Plans JCT (*.jctplan)</translation>
        </message>
        <message>
            <source>&amp;New plan</source>
            <translation>&amp;Nouveau plan</translation>
        </message>
        <message>
            <source>Start an untitled plan from the default: GPT-3 175B on 1,024 H100 with NDR 400 InfiniBand</source>
            <translation>Commencer un plan sans titre depuis le plan par défaut : GPT-3 175B sur 1,024 H100 avec InfiniBand NDR 400</translation>
        </message>
        <message>
            <source>&amp;Open plan…</source>
            <translation>&amp;Ouvrir un plan…</translation>
        </message>
        <message>
            <source>Open a .jctplan scenario file</source>
            <translation>Ouvrir un fichier de scénario .jctplan</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <source>Save the plan to its file (asks for one while the plan is untitled)</source>
            <translation>Enregistrer le plan dans son fichier (en demande un tant que le plan est sans titre)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <source>Save the plan to a new file, which becomes the plan's file</source>
            <translation>Enregistrer le plan dans un nouveau fichier, qui devient le fichier du plan</translation>
        </message>
        <message>
            <source>Open &amp;Recent</source>
            <translation>Ouverts &amp;récemment</translation>
        </message>
        <message>
            <source>Plans opened or saved lately</source>
            <translation>Plans ouverts ou enregistrés récemment</translation>
        </message>
        <message>
            <source>&amp;Clear recent</source>
            <translation>&amp;Effacer la liste</translation>
        </message>
        <message>
            <source>Forget the list of recent plans (the files stay)</source>
            <translation>Oublier la liste des plans récents (les fichiers restent)</translation>
        </message>
        <message>
            <source>Cannot open plan</source>
            <translation>Impossible d'ouvrir le plan</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 ouvert</translation>
        </message>
        <message>
            <source>Cannot save plan</source>
            <translation>Impossible d'enregistrer le plan</translation>
        </message>
        <message>
            <source>Saved %1</source>
            <translation>%1 enregistré</translation>
        </message>
        <message>
            <source>&amp;%1 %2</source>
            <translation>&amp;%1 %2</translation>
        </message>
        <message>
            <source>Could not write the recovery copy: %1</source>
            <translation>Impossible d'écrire la copie de récupération : %1</translation>
        </message>
        <message>
            <source>The planner stopped while restoring a recovery copy last time: it is not offered again, and is kept as %1 (File ▸ Open to look at it).</source>
            <translation>Le planificateur s'est arrêté pendant la restauration d'une copie de récupération la dernière fois : elle n'est plus proposée et est conservée sous %1 (Fichier ▸ Ouvrir pour la consulter).</translation>
        </message>
    </context>
    <context>
        <name>jct::planner::WaitingCalculator</name>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source> %</source>
            <translation> %</translation>
        </message>
        <message>
            <source> h</source>
            <translation> h</translation>
        </message>
        <message>
            <source>Cost of waiting</source>
            <translation>Coût de l'attente</translation>
        </message>
        <message>
            <source>A stall of the whole cluster (a network hiccup, a slow checkpoint, a hung rank)</source>
            <translation>Un blocage de tout le cluster (un hoquet réseau, un checkpoint lent, un rang bloqué)</translation>
        </message>
        <message>
            <source>The job running this much slower (a slow switch, packet loss, a throttled GPU) …</source>
            <translation>Le job tourne d'autant plus lentement (un commutateur lent, des pertes de paquets, un GPU bridé) …</translation>
        </message>
        <message>
            <source>… for this long</source>
            <translation>… pendant cette durée</translation>
        </message>
        <message>
            <source>Cost of waiting: stall</source>
            <translation>Coût de l'attente : blocage</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown</source>
            <translation>Coût de l'attente : ralentissement</translation>
        </message>
        <message>
            <source>Cost of waiting: slowdown duration</source>
            <translation>Coût de l'attente : durée du ralentissement</translation>
        </message>
        <message>
            <source>stall</source>
            <translation>blocage</translation>
        </message>
        <message>
            <source>for</source>
            <translation>sur</translation>
        </message>
        <message>
            <source>A synchronous job that waits keeps every GPU of the cluster idle: %1. Type an event to price it.</source>
            <translation>Un job synchrone qui attend laisse inactif chaque GPU du cluster : %1. Saisissez un événement pour le chiffrer.</translation>
        </message>
    </context>
    <context>
        <name>jct::present</name>
        <message>
            <source>A: %1</source>
            <translation>A : %1</translation>
        </message>
        <message>
            <source>B: %1</source>
            <translation>B : %1</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>async</source>
            <translation>async</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>sync</translation>
        </message>
        <message>
            <source>%1 utilization</source>
            <translation>Utilisation %1</translation>
        </message>
        <message>
            <source>Sync wall: none (no valid GPU count)</source>
            <translation>Sync wall : aucun (aucun nombre de GPU valide)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartNavigation</name>
        <message>
            <source>Reset view</source>
            <translation>Réinitialiser la vue</translation>
        </message>
        <message>
            <source>Back to the whole chart after zooming or panning (also a double-click)</source>
            <translation>Revenir au graphique entier après un zoom ou un déplacement (aussi un double-clic)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ChartView</name>
        <message>
            <source>Chart. Ctrl+wheel, or the wheel while the chart has the focus, zooms; drag to pan; double-click or Ctrl+0 resets the view; hover for the values.</source>
            <translation>Graphique. Ctrl+molette, ou la molette quand le graphique a le focus, zoome ; glisser déplace ; double-clic ou Ctrl+0 réinitialise la vue ; survoler pour les valeurs.</translation>
        </message>
        <message>
            <source>No plan that runs yet: %1</source>
            <translation>Aucun plan qui tourne pour l'instant : %1</translation>
        </message>
        <message>
            <source>Showing the last plan that runs; this one cannot (the message above says why)</source>
            <translation>Affiche le dernier plan exécutable ; celui-ci ne l'est pas (le message ci-dessus dit pourquoi)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::CheckpointChart</name>
        <message>
            <source>Checkpoint and failure overhead vs checkpoint interval</source>
            <translation>Surcoût des checkpoints et des pannes selon l'intervalle de checkpoint</translation>
        </message>
        <message>
            <source>Checkpoint interval (minutes)</source>
            <translation>Intervalle de checkpoint (minutes)</translation>
        </message>
        <message>
            <source>Overhead (% of training time)</source>
            <translation>Surcoût (% du temps d'entraînement)</translation>
        </message>
        <message>
            <source>Synchronous</source>
            <translation>Synchrone</translation>
        </message>
        <message>
            <source>Asynchronous</source>
            <translation>Asynchrone</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Ce plan</translation>
        </message>
        <message>
            <source>async</source>
            <translation>async</translation>
        </message>
        <message>
            <source>sync</source>
            <translation>sync</translation>
        </message>
        <message>
            <source>Young (%1): %2</source>
            <translation>Young (%1) : %2</translation>
        </message>
        <message>
            <source>Daly (%1): %2</source>
            <translation>Daly (%1) : %2</translation>
        </message>
        <message>
            <source>%1
every %2: %3 overhead</source>
            <translation>%1
toutes les %2 : %3 de surcoût</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the checkpoint interval</source>
            <translation>Cliquer pour donner le focus ; cliquer à nouveau pour fixer l'intervalle de checkpoint</translation>
        </message>
        <message>
            <source>Click to set the checkpoint interval (whole minutes); drag to pan</source>
            <translation>Cliquer fixe l'intervalle de checkpoint (minutes entières) ; glisser pour déplacer</translation>
        </message>
        <message>
            <source>Sync and async: the same here</source>
            <translation>Synchrone et asynchrone : identiques ici</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ComparisonTable</name>
        <message>
            <source>A/B comparison</source>
            <translation>Comparaison A/B</translation>
        </message>
        <message>
            <source>Plan A (pinned or opened) against plan B (the plan being edited): difference B − A and ratio B / A. Rows that differ by 1 % or more are bold.</source>
            <translation>Plan A (épinglé ou ouvert) contre plan B (le plan en cours de modification) : différence B − A et rapport B / A. Les lignes qui diffèrent de 1 % ou plus sont en gras.</translation>
        </message>
        <message>
            <source>Figure</source>
            <translation>Indicateur</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>B − A</source>
            <translation>B − A</translation>
        </message>
        <message>
            <source>B / A</source>
            <translation>B / A</translation>
        </message>
        <message>
            <source>No plan A yet. View ▸ Pin current plan as A (Ctrl+Shift+P) freezes this plan as A while you edit B; View ▸ Open plan as A… compares with a saved plan.</source>
            <translation>Pas encore de plan A. Affichage ▸ Épingler le plan actuel comme A (Ctrl+Maj+P) fige ce plan comme A pendant que vous modifiez B ; Affichage ▸ Ouvrir un plan comme A… compare avec un plan enregistré.</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::IdleCostChart</name>
        <message>
            <source>Cost of idle time</source>
            <translation>Coût du temps d'inactivité</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Idle cost (USD)</source>
            <translation>Coût d'inactivité (USD)</translation>
        </message>
        <message>
            <source>USD / idle minute</source>
            <translation>USD / minute inactive</translation>
        </message>
        <message>
            <source>Idle cost of the job</source>
            <translation>Coût d'inactivité</translation>
        </message>
        <message>
            <source>Per idle minute (right)</source>
            <translation>Par minute (droite)</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Ce plan</translation>
        </message>
        <message>
            <source>This plan's idle cost by cause (USD)</source>
            <translation>Coût d'inactivité de ce plan par cause (USD)</translation>
        </message>
        <message>
            <source>Idle cost by cause</source>
            <translation>Coût d'inactivité par cause</translation>
        </message>
        <message>
            <source>other</source>
            <translation>autre</translation>
        </message>
        <message>
            <source>million USD</source>
            <translation>millions USD</translation>
        </message>
        <message>
            <source>thousand USD</source>
            <translation>milliers USD</translation>
        </message>
        <message>
            <source>USD</source>
            <translation>USD</translation>
        </message>
        <message>
            <source>This plan's idle cost by cause (%1)</source>
            <translation>Coût d'inactivité de ce plan par cause (%1)</translation>
        </message>
        <message>
            <source>%1: %2 of idle cost</source>
            <translation>%1 : %2 du coût d'inactivité</translation>
        </message>
        <message>
            <source>%1 GPUs: %2 per idle minute</source>
            <translation>%1 GPU : %2 par minute inactive</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3 idle over the job</source>
            <translation>%1
%2 GPU : %3 d'inactivité sur le job</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::LossChart</name>
        <message>
            <source>GPU utilization vs packet loss</source>
            <translation>Utilisation GPU selon la perte de paquets</translation>
        </message>
        <message>
            <source>Packet loss rate (%)</source>
            <translation>Taux de perte de paquets (%)</translation>
        </message>
        <message>
            <source>GPU busy computing (%)</source>
            <translation>GPU en calcul (%)</translation>
        </message>
        <message>
            <source>Job time increase (%)</source>
            <translation>Hausse de la durée du job (%)</translation>
        </message>
        <message>
            <source>GPU utilization (left)</source>
            <translation>Utilisation GPU (gauche)</translation>
        </message>
        <message>
            <source>Job time increase (right)</source>
            <translation>Hausse de la durée du job (droite)</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Ce plan</translation>
        </message>
        <message>
            <source>%1 utilization (left)</source>
            <translation>Utilisation %1 (gauche)</translation>
        </message>
        <message>
            <source>%1
at %2 % loss: %3 %</source>
            <translation>%1
à %2 % de perte : %3 %</translation>
        </message>
        <message>
            <source>This plan (no loss)</source>
            <translation>Ce plan (sans perte)</translation>
        </message>
        <message>
            <source>%1
without packet loss: %2 %</source>
            <translation>%1
sans perte de paquets : %2 %</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::NcclFitChart</name>
        <message>
            <source>nccl-tests log against its fit</source>
            <translation>Journal nccl-tests et son ajustement</translation>
        </message>
        <message>
            <source>Message size (bytes)</source>
            <translation>Taille du message (octets)</translation>
        </message>
        <message>
            <source>Bus bandwidth (GB/s)</source>
            <translation>Bande passante de bus (GB/s)</translation>
        </message>
        <message>
            <source>Time per call (µs)</source>
            <translation>Temps par appel (µs)</translation>
        </message>
        <message>
            <source>busbw measured (left)</source>
            <translation>busbw mesurée (gauche)</translation>
        </message>
        <message>
            <source>time measured (right)</source>
            <translation>temps mesuré (droite)</translation>
        </message>
        <message>
            <source>left out of the fit</source>
            <translation>exclu de l'ajustement</translation>
        </message>
        <message>
            <source>busbw fitted</source>
            <translation>busbw ajustée</translation>
        </message>
        <message>
            <source>time fitted</source>
            <translation>temps ajusté</translation>
        </message>
        <message>
            <source>%1
at %2: %3</source>
            <translation>%1
à %2 : %3</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::ParetoChart</name>
        <message>
            <source>Days vs dollars: the Pareto front across GPU counts</source>
            <translation>Jours contre dollars : le front de Pareto selon le nombre de GPU</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>Durée du job prévue (jours)</translation>
        </message>
        <message>
            <source>Total cost (million $)</source>
            <translation>Coût total (millions $)</translation>
        </message>
        <message>
            <source>Pareto front</source>
            <translation>Front de Pareto</translation>
        </message>
        <message>
            <source>Sync wall of a family</source>
            <translation>Sync wall d'une famille</translation>
        </message>
        <message>
            <source>%1
%2, %3%4</source>
            <translation>%1
%2, %3%4</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SensitivityTable</name>
        <message>
            <source>What if</source>
            <translation>Et si</translation>
        </message>
        <message>
            <source>Job time</source>
            <translation>Durée du job</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Coût</translation>
        </message>
        <message>
            <source>Sensitivity</source>
            <translation>Sensibilité</translation>
        </message>
        <message>
            <source>Each row re-evaluates this plan with one input changed: scale-out NIC bandwidth × 1.1, switch hop latency + 1 µs, packet loss set to 0.01 / 0.1 / 1 %, one GPU 15 % slower.</source>
            <translation>Chaque ligne réévalue ce plan avec une entrée changée : bande passante NIC scale-out × 1.1, latence par saut + 1 µs, perte de paquets à 0.01 / 0.1 / 1 %, un GPU 15 % plus lent.</translation>
        </message>
        <message>
            <source>does not fit</source>
            <translation>ne tient pas</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::StepBreakdownChart</name>
        <message>
            <source>Where one step goes</source>
            <translation>Où va un pas</translation>
        </message>
        <message>
            <source>Time per step (seconds)</source>
            <translation>Temps par pas (secondes)</translation>
        </message>
        <message>
            <source>%1 %2 → %3</source>
            <translation>%1 %2 → %3</translation>
        </message>
        <message>
            <source>%1 %2 (%3)</source>
            <translation>%1 %2 (%3)</translation>
        </message>
        <message>
            <source>B</source>
            <translation>B</translation>
        </message>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>Time per step (seconds); legend: A → B</source>
            <translation>Temps par pas (secondes) ; légende : A → B</translation>
        </message>
        <message>
            <source>%1%2: %3 of a %4 step (%5)</source>
            <translation>%1%2 : %3 d'un pas de %4 (%5)</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SummaryStrip</name>
        <message>
            <source>Last plan that runs</source>
            <translation>Dernier plan exécutable</translation>
        </message>
        <message>
            <source>This plan cannot run: %1 %2</source>
            <translation>Ce plan ne peut pas s'exécuter : %1 %2</translation>
        </message>
        <message>
            <source>Last plan that runs — this one: %1 %2</source>
            <translation>Dernier plan exécutable — celui-ci : %1 %2</translation>
        </message>
        <message>
            <source>No plan that runs yet</source>
            <translation>Aucun plan qui tourne pour l'instant</translation>
        </message>
    </context>
    <context>
        <name>jct::widgets::SyncWallChart</name>
        <message>
            <source>Sync wall: job time vs GPU count (global batch fixed)</source>
            <translation>Sync wall : durée du job selon le nombre de GPU (batch global fixe)</translation>
        </message>
        <message>
            <source>GPUs</source>
            <translation>GPU</translation>
        </message>
        <message>
            <source>Predicted job time (days)</source>
            <translation>Durée du job prévue (jours)</translation>
        </message>
        <message>
            <source>Theoretical minimum</source>
            <translation>Minimum théorique</translation>
        </message>
        <message>
            <source>Predicted</source>
            <translation>Prévu</translation>
        </message>
        <message>
            <source>Sync wall</source>
            <translation>Sync wall</translation>
        </message>
        <message>
            <source>Knee</source>
            <translation>Coude</translation>
        </message>
        <message>
            <source>This plan</source>
            <translation>Ce plan</translation>
        </message>
        <message>
            <source>%1
%2 GPUs: %3</source>
            <translation>%1
%2 GPU : %3</translation>
        </message>
        <message>
            <source>Click to focus; click again to set the GPU count</source>
            <translation>Cliquer pour donner le focus ; cliquer à nouveau pour fixer le nombre de GPU</translation>
        </message>
        <message>
            <source>Click to set the GPU count (the nearest valid count); drag to pan</source>
            <translation>Cliquer fixe le nombre de GPU (le nombre valide le plus proche) ; glisser pour déplacer</translation>
        </message>
    </context>
</TS>
