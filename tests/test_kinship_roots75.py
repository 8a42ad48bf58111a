"""roots75: clipped compounds a dictionary spells out (ru.wiktionary's definitions, shipped as
`referee/language/clipped_compounds.tsv`): each part and the word it is cut from."""

from importlib.resources import files

from common.analyzer import normalize
from referee.language.kinship.compound_nest import SPELLED_OUT_FILE, spelled_out
from referee.language.morphology import morphology
from referee.language.words import lemmas


def _data_lines() -> list[str]:
    text = files("referee.language").joinpath(SPELLED_OUT_FILE).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line and not line.startswith("#")]


def test_the_data_file_names_its_source_and_licence():
    header = files("referee.language").joinpath(SPELLED_OUT_FILE).read_text(encoding="utf-8")
    assert "wiki-ru-wordnet" in header.splitlines()[0]
    assert "CC BY-SA" in header.splitlines()[0]


def test_each_compound_is_its_parts_and_each_part_opens_its_source_word():
    """облисполком = обл + испол + ком; a part is the start of the word it is cut from (ё as е)
    or, closing the compound, a form of it (зам-нач-альника: начальник)."""
    assert len(_data_lines()) > 200
    for line in _data_lines():
        compound, *parts = line.split("\t")
        pairs = [part.split(" ") for part in parts]
        assert all(normalize(source).startswith(clip) or normalize(source) in lemmas(clip)
                   for clip, source in pairs), line
        clips = list(dict.fromkeys(clip for clip, _ in pairs))  # комбат: бат twice
        assert "".join(clips) == normalize(compound), line


def test_no_source_word_is_itself_a_listed_compound():
    """The checker's verdict on a source word reads the file again: a source listed as a compound
    (a headword spelled out with itself) would loop."""
    listed = {normalize(line.split("\t")[0]) for line in _data_lines()}
    for line in _data_lines():
        assert not {normalize(part.split(" ")[1]) for part in line.split("\t")[1:]} & listed, line


def test_a_listed_compound_is_spelled_out_and_an_unlisted_one_is_not():
    assert spelled_out("облисполком") == (
        ("обл", "областной"), ("испол", "исполнительный"), ("ком", "комитет"))
    assert spelled_out("Сберкасса") == (("сбер", "сберегательный"), ("касса", "касса"))
    assert spelled_out("самолёт") == ()


def test_the_words_a_listed_compound_is_cut_from_are_its_kin():
    m = morphology()
    assert m.same_root("облисполком", "областной") is not None
    assert m.same_root("облисполком", "комитет") is not None
    assert m.same_root("компартия", "коммунистический") is not None
    assert m.same_root("зоопарк", "зоологический") is not None


def test_another_compound_spelled_out_with_one_of_those_words_is_kin():
    """исполком — исполнительный комитет: both words of облисполком's."""
    assert morphology().same_root("облисполком", "исполком") is not None


def test_a_word_opening_with_a_part_s_letters_and_no_kin_of_its_source_is_a_namesake():
    """облако is not областной's; комок, кома are not комитет's nor коммунистический's."""
    m = morphology()
    assert m.same_root("облисполком", "облако") is None
    assert m.same_root("облисполком", "комок") is None
    assert m.same_root("компартия", "кома") is None
