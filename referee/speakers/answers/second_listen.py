"""A second listen to the guesser's answers: a guesser's word heard as no answer, scored again
against the audio it was heard in, with the answers it could be.

A recognizer often turns a guesser's short answer into a common word or a fragment («тиса» for
птица, «стой» for стол, «яч» for мяч) that neither the checker nor the sound match
(`referee.speakers.answers.heard_guess`) takes for the secret word. Every guesser's word
(`rule_speaker`) on which nothing was raised is listened to again, knowing what the answer could be:
the naming forms of the secret word and of its family (`heard_guess.target_keys`, `family_keys`)
that sound near it (loose keys at least `NEAR` alike) and are not shorter than it by more than
`SHORTER` sounds, the heard text among them. Whisper scores each text against the word's audio
(`WhisperEngine.likelihoods`: the log-probability of each token of the text forced on the audio). A
form likelier than the heard text by `MARGIN` (natural log, summed over its tokens) is the answer:
the nearest in sound of those that are, then the likeliest. A secret word's form asks «Угадано?», a
family form gives the form hint, explained ««тиса» — похоже на «птица» (…, переслушано: вероятнее
услышанного, ×55)»: the judge, who decides, sees it was not heard as said, and by how much.

Only the guesser's words without an alert, only forms near in sound: the explainer's words and
the guesser's other answers are never scored, and a word heard right stays as the checker judged
it (Whisper's forced likelihood favours shorter texts: «нож» scores above «ножик» on «ножик» said,
so a word already judged is not listened to again, and a form much shorter than the heard text is
not listened for: «снегрик», said снеговик, scores «снег» 6.7 above itself).

Tried and left: requiring the form to win per token too (the mean log-probability; `align` gives
no probability for the end of text, so a one-token form is judged by one token): it turned down
стол for «стой» and телефон for «кирепон» (43 rounds: 66 «Угадано?» missed instead of 62).
Decoding the word's audio again with the near forms as Whisper's prompt (or as hotwords, see
`referee.measure.whisper_bias`) finds more of the answers said (with the true speakers on the 43
rounds, of the 23 words listened to again: 16 found, 2 as another family form, 5 not, against 8,
0 and 15 here) but hears the forms in wrong guesses too: of 14 wrong guesses near in sound to a
secret word (Festival), it turned 3 into the secret word (меч → «мяч», люк → «лук», горка →
«корка»; hotwords 3 too), the forced likelihood none; and it costs 320 ms of CPU a word (here 130).
Listening again also to the words of uncertain speaker (and asking «кто сказал?» with the answer
found as the guesser's reading) left every figure of the 43 rounds as it is but
`who_asked_guesser` (18 → 21, 3 of the guesser's answers more reach the judge as that question;
`who_asked_explainer` stays 2): left out, as that count has a floor of 18. A lone answer
(`verdicts.LONE`: after a pause, its voice unsure) is listened to again, as the guesser's words
are: what it finds is the guesser's, marked unsure (`verdicts.guessers_answer`). So is a lone
answer that another rule (pointing, foreign) only asked «кто сказал?» about (`unanswered`): over
its whole stretch, as one text («вон бук» for бамбук, s81 in noise: бамбук +4.9 above the heard
text on the two words' audio), raised beside the question (`TurnChecker.answer`).
An answer heard in two words (the recognizer put a word's boundary inside it: «вам букв» for
бамбук, s81 clean, +4.0) is listened to as one: a guesser's word left without an alert whose
word before it is the guesser's too, and without an alert (`joins`), is listened to alone, then
with that word, as one text whose sounds run together (`sound_key`: «фампукф» is near бамбук's
«пампук»; with the space kept it was a sound too long). A short form beats a longer text on any
audio (every token costs log-probability: «роза» over «а лая», the explainer's «алая» given to
the guesser in noise, s75, +3.0), so over a stretch of several words a form with fewer tokens
than the heard text is not taken (`shorter`). A filler before an answer heard wrong («а риск»
for рысь, «а чего» for пчела) is not found this way: scored with the filler kept («а рысь»,
«а пчела») the answer loses (−1.2, −5.8); without it, it wins only by its brevity.
A secret word heard as the family form the guesser said just before it («фонарик» again for
фонарь, s45; also s18, s28, s43, s49: Whisper repeats what it heard) is listened to again
(`repeated_forms`, `answer_again`): the guesser's word given the form hint on the very text a form
hint was given on before under the same secret word is scored for the secret word's naming forms,
at the same `MARGIN`. In the 53 rounds' 7 repeats with the true speakers (clean and noisy) the
secret word was said every time, and scored +3.2 to +13.8 above the heard form; among the
answers not repeated no margin tells them apart (the secret word −1.3 to +11.2 above the heard
form where it was said, up to +13.6 where the family form was, «цамолётик»), so only a repeat is
listened to. What it costs: a guesser who really says the same form again is asked «Угадано?»
where Whisper prefers the shorter word (Festival, said twice: нож +3.0 over ножик, самолёт +5.2
over самолётик; фонарь −7.1, бант −0.9, рыба −4.2, цветок −3.1, лодка −1.9, кукла +1.0); the
judge decides.
A diminutive heard as the secret word (рыбка said, «рыба» heard: «Угадано?» instead of the form
hint) is not found either: listening again to the guesser's words heard exactly as the secret
word, for the family's longer forms near in sound, was measured on the 43 rounds (true speakers,
clean and noisy, cached recognitions): the diminutives said score −0.85 (s06, рыбки over «рыба»,
noisy), +2.18 (s18, цветочек over «цветок») and −2.21 (s33, куколка over «кукла») above the heard
text, the true guesses' best longer form up to +5.8 (s27, самолетик over «цамолёт», said самолёт;
the next −1.36): no margin tells them apart (2.0 would turn one form hint right on s01–s18 and one
held-out guess wrong), so it was left.
Answers never heard (no recognised word in the guesser's stretch) were looked for and left: on
s01–s18 every stretch of the attribution's segments no word was given to, in the guesser's voice
(or a lone answer's place) and at least 0.2 s long, was an answer the recognizer lost (s10's
птичка, s11's мяч in noise, s15's нож clean and noisy; the one other wordless stretch, s02's
«лает» in noise, the explainer's by the voices, log-odds +4.0), but the forced likelihood cannot
find the word in them: against «ещё», «не знаю», «да», «нет», «а», «ну» the secret word scores
2.2 to 3.8 below the likeliest of these (нож, мяч; only the clear птичка wins, +6.7), and
worse with the explainer's words before it as context; Whisper's own free reading of such a
stretch, or of a misheard word's audio alone, hears no answer either (of the 9 guessers'
answers heard wrong on s01–s18, alone: «стоп», «дисто», «яч», «ножек», «дито», «калиппорн»…).
A lower margin for one-syllable forms (1.5: the secret word said and heard a sound off scored
+1.66 to +1.9 on held-out rounds only, s54's «сук», s57's «юж», s68's «сон», s70's «рук») was
measured outside the rounds and left: of the 120 commonest one-syllable words parsed as nouns
(wordfreq, no round's secret word) said alone by two Festival voices (240 clips) and heard by
Whisper base, it would find 5 answers more (of 93 heard wrong; 21 already
found at `MARGIN`) and ask «Угадано?» over 7 wrong guesses more, said a sound off a one-syllable
secret word (суть under суд +2.07, весь under вес +2.23… of 408 scored; 16 such already at
`MARGIN`, e.g. вес under вид +4.1).
Listening to a guesser's word for every naming form of the secret word, however far in sound,
finds on s01–s18 one answer more (s18's «типуч», цветок +14.0) and asks «Угадано?» over wrong or
same-root guesses at +12.1 («лепый», said снеговик: снег), +4.4 and +4.4 («отефья», said кефир:
молоко; «струк», said стул: стол), so no margin keeps it rare: left.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping, Sequence
from functools import partial

import numpy as np
from rapidfuzz.distance import Levenshtein

from referee.events import Alert, WordEvent
from referee.language.phonetics import loose_key
from referee.speakers.answers.heard_guess import answer_alert, family_keys, target_keys
from referee.speakers.verdicts import (
    LONE,
    answering,
    guessers_answer,
    prompt_of,
    rule_speaker,
)
from referee.speech.pcm import SAMPLE_RATE

# `WhisperEngine.likelihoods`: each text's tokens' log-probabilities on the audio
Likelihoods = Callable[[np.ndarray, Sequence[str]], list[tuple[float, ...]]]
# `answer` or `answer_again`: a word's answer found on the turn's audio, or None
Listen = Callable[[Sequence[WordEvent], int, np.ndarray, str, Likelihoods], Alert | None]
SHORTEST = 2  # sounds of the shortest heard text listened to again («яч», said мяч: Whisper tells)
# loose-key similarity (normalized Levenshtein) from which a form is listened for: 0.5 lets a
# two-sound answer one sound off be listened to («юж» for ёж: «уш» and «иш»; at 0.55, the value
# before, no one-syllable answer heard a sound off ever was), and a four-sound one two sounds off
NEAR = 0.5
# How much likelier (natural log: e^2.5 ≈ 12 times) a form must be than the heard text. 2.0 was
# chosen on s01–s18 (its answers found win by 2.9 to 7.9); the held-out s33 then showed «кукла»
# 2.2 above «кукука», said куколка (a false «Угадано?»), and it was raised to 2.5.
MARGIN = 2.5
SHORTER = 1  # sounds a form's loose key may be shorter than the heard text's
PAD = 0.3  # seconds of audio around a word's times, never past its neighbours' times
METHOD = "second-listen"  # `Alert.evidence["method"]` of an answer found this way


def candidates(text: str, secret: str) -> list[tuple[str, str]]:
    """("guess" or "form", form) of the secret word's and its family's naming forms that sound
    near `text` (and are neither it nor much shorter)."""
    key = sound_key(text)
    if len(key) < SHORTEST:
        return []
    return [(kind, form)
            for kind, keys in (("guess", target_keys(secret)), ("form", family_keys(secret)))
            for form_key, form in keys
            if form != text and len(form_key) >= len(key) - SHORTER
            and Levenshtein.normalized_similarity(key, form_key) >= NEAR]


def sound_key(text: str) -> str:
    """The loose key of `text` said as one stretch: its words' sounds run together (an answer
    heard in two words, «вам букв» for бамбук, sounds as one)."""
    return loose_key("".join(text.split()))


def shorter(text: str, form: Sequence[float], heard: Sequence[float]) -> bool:
    """Whether a form scored `form` (its tokens' log-probabilities) may win over a stretch of
    several words heard as `text` (scored `heard`) only by its brevity: it has fewer tokens.
    Every token costs log-probability, so a short form beats a longer text on any audio («роза»
    over «а лая», the explainer's «алая» heard in two words, +3.0); a single heard word is
    judged by `MARGIN` alone, as it was tuned."""
    return len(text.split()) > 1 and len(form) < len(heard)


def listen_again(text: str, audio: np.ndarray, secret: str,
                 likelihoods: Likelihoods) -> tuple[str, str, float] | None:
    """("guess" or "form", the form, its margin over `text`) when `audio`, heard as `text`, is
    likelier a form of the secret word or its family by `MARGIN`; else None."""
    found = candidates(text, secret)
    if not found:
        return None
    heard, *scores = likelihoods(audio, [text, *(form for _, form in found)])
    key = sound_key(text)
    better = [(Levenshtein.distance(key, loose_key(form)), -sum(score), kind, form,
               sum(score) - sum(heard))
              for (kind, form), score in zip(found, scores, strict=True)
              if sum(score) - sum(heard) >= MARGIN and not shorter(text, score, heard)]
    if not better:
        return None
    *_, kind, form, margin = min(better)
    return kind, form, margin


def second_listen(words: Sequence[WordEvent], alerts: Sequence[Alert], audio: np.ndarray,
                  secret_of: Callable[[WordEvent], str | None],
                  likelihoods: Likelihoods) -> list[Alert]:
    """The guesser's answers a second listen finds in a turn: `words` (in order, times into
    `audio`, 16 kHz int16, with their speakers), on which `alerts` were raised; `secret_of` tells
    the secret word a word was said under. Each is the guesser's «Угадано?» or form hint; a form
    heard again (`repeated_forms`) is listened to for the secret word (`answer_again`)."""
    covered, lone = unanswered(words, alerts)
    again = set(repeated_forms(words, alerts))
    found = []
    for n, word in enumerate(words):
        secret, listen = secret_of(word), listen_for(words, n, covered, again, lone)
        if secret and listen is not None:
            heard = listen(words, n, audio, secret, likelihoods)
            found += [heard] if heard is not None else []
    return found


def listen_for(words: Sequence[WordEvent], n: int, covered: Collection[int],
               again: Collection[int], lone: Mapping[int, int] | None = None) -> Listen | None:
    """How `words[n]` is listened to again: `answer_again` for a form heard again (`again`, from
    `repeated_forms`), `answer` for a word `listens_to` takes (over its whole lone stretch when
    it ends a lone answer only asked «кто сказал?», `lone` from `unanswered`), else None."""
    if n in again:
        return answer_again
    if not listens_to(words[n], covered):
        return None
    back = (lone or {}).get(words[n].index, 0)
    if back:
        return partial(answer, back=back)
    return answer_joined if joins(words, n, covered) else answer


def joins(words: Sequence[WordEvent], n: int, covered: Collection[int]) -> bool:
    """Whether `words[n]` may be the end of an answer heard in two words: the word before it is
    the one before it in the turn, of the same speaker for the rules (`rule_speaker`), and
    without an alert («вам букв» for бамбук, «а чего» for пчела)."""
    if n == 0:
        return False
    before, word = words[n - 1], words[n]
    return (before.index == word.index - 1 and before.index not in covered
            and rule_speaker(before) == rule_speaker(word))


def answer_joined(words: Sequence[WordEvent], n: int, audio: np.ndarray, secret: str,
                  likelihoods: Likelihoods) -> Alert | None:
    """`answer` on `words[n]` alone, else on it and the word before it heard as one answer
    (`joins`)."""
    return (answer(words, n, audio, secret, likelihoods)
            or answer(words, n, audio, secret, likelihoods, back=1))


def unanswered(words: Sequence[WordEvent],
               alerts: Sequence[Alert]) -> tuple[set[int], dict[int, int]]:
    """The turn indices `alerts` settle (no second listen), and, by the index of its last word,
    the words before it of each lone answer that `alerts` only asked «кто сказал?» about (all its
    words `LONE`: another rule, pointing or foreign, caught a guesser's answer heard wrong, «вон
    бук» for бамбук). Such an answer is listened to again over its whole stretch, as its last
    word; its other words are settled."""
    speaker = {word.index: rule_speaker(word) for word in words}
    lone = [a for a in alerts if prompt_of(a) == "who"
            and all(speaker.get(i) == LONE for i in range(*a.span))]
    asked = {a.key for a in lone}
    covered = {i for a in alerts if a.key not in asked for i in range(*a.span)}
    covered |= {i for a in lone for i in range(a.span[0], a.span[1] - 1)}
    back: dict[int, int] = {}
    for a in lone:
        last = a.span[1] - 1
        back[last] = max(back.get(last, 0), last - a.span[0])
    return covered, back


def repeated_forms(words: Sequence[WordEvent], alerts: Sequence[Alert]) -> list[int]:
    """The positions in `words` of the guesser's words given the form hint (`alerts`, one word
    each) on the very text a form hint was given on before under the same secret word. Told to
    name the word itself, a guesser does not say the same form again, but a recognizer, which
    reads the turn as context, hears the next answer as the last one again (фонарь said after
    «фонарик», heard «фонарик» twice)."""
    position = {word.index: n for n, word in enumerate(words)}
    hints = sorted((a for a in alerts if prompt_of(a) == "form" and a.span[1] - a.span[0] == 1),
                   key=lambda a: a.span)
    given: set[tuple[object, tuple[str, ...]]] = set()
    again = []
    for hint in hints:
        key = (hint.evidence.get("target_lemma"), hint.words)
        n = position.get(hint.span[0])
        if key in given and n is not None and answering(rule_speaker(words[n])):
            again.append(n)
        given.add(key)
    return again


def found_again(alert: Alert) -> bool:
    """Whether `alert` is a guesser's answer a second listen found (`METHOD`)."""
    return alert.evidence.get("method") == METHOD


def listens_to(word: WordEvent, covered: Collection[int]) -> bool:
    """Whether `word` is listened to again: the guesser's or a lone answer (`verdicts.answering`),
    and no alert raised on it (`covered`: the indices alerts were raised on)."""
    return word.index not in covered and answering(rule_speaker(word))


def answer(words: Sequence[WordEvent], n: int, audio: np.ndarray, secret: str,
           likelihoods: Likelihoods, back: int = 0) -> Alert | None:
    """The guesser's «Угадано?» or form hint on `words[n]` (said under `secret`; with the `back`
    words before it, a lone answer's stretch) that a second listen to its audio (`word_audio`)
    finds, or None. The one second listen of the eval and the live turn
    (`referee.speakers.answers.live_listen`)."""
    said = list(words[max(0, n - back):n + 1])
    text = " ".join(word.text for word in said)
    heard = listen_again(text, word_audio(words, n, audio, len(said) - 1), secret, likelihoods)
    if heard is None:
        return None
    kind, form, margin = heard
    why = f"переслушано: вероятнее услышанного, ×{math.exp(margin):.0f}"
    return guessers_answer(answer_alert(said, secret, kind, form, METHOD, why),
                           rule_speaker(words[n]) == LONE)


def answer_again(words: Sequence[WordEvent], n: int, audio: np.ndarray, secret: str,
                 likelihoods: Likelihoods) -> Alert | None:
    """The guesser's «Угадано?» on `words[n]`, a family form heard again (`repeated_forms`), when
    a naming form of the secret word is likelier than the heard text on its audio by `MARGIN`;
    else None. Any form of the secret word is scored, however near in sound: what was heard
    repeats the last answer, not this one's sound."""
    word = words[n]
    forms = [form for _, form in target_keys(secret)] or [secret]
    heard, *scores = likelihoods(word_audio(words, n, audio), [word.text, *forms])
    margin, form = max((sum(score) - sum(heard), form)
                       for form, score in zip(forms, scores, strict=True))
    if margin < MARGIN:
        return None
    why = (f"снова та же форма после подсказки; переслушано: вероятнее услышанного, "
           f"×{math.exp(margin):.0f}")
    return guessers_answer(answer_alert([word], secret, "guess", form, METHOD, why),
                           rule_speaker(word) == LONE)


def word_audio(words: Sequence[WordEvent], n: int, audio: np.ndarray,
               back: int = 0) -> np.ndarray:
    """The audio of `words[n]` (from the `back` words before it on), `PAD` wider on each side but
    not into its neighbours."""
    first = max(0, n - back)
    start = max(words[first].start - PAD, words[first - 1].end if first else 0.0)
    end = min(words[n].end + PAD, words[n + 1].start if n + 1 < len(words) else math.inf)
    return audio[max(0, int(start * SAMPLE_RATE)):max(0, int(end * SAMPLE_RATE))]
