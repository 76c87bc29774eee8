"""English employers, schools, clinics, home towns and addressees that a prompt ties to someone
(docs/ARCHITECTURE.md §5.1, ``ner._en_affiliations`` and ``ner._en_addressed_people``), with the
real English model. Sentences written for these tests; each case fails without its rule, and
the ordinary questions at the end must stay untouched."""

from __future__ import annotations

import pytest

from app.core.privacy import ner


def _found(text: str) -> set[tuple[str, str]]:
    return {(e.type, e.text) for e in ner.detect(text)}


def _texts(text: str) -> set[str]:
    return {e.text for e in ner.detect(text)}


def _ruled(rule: object, text: str) -> set[tuple[str, str]]:
    """What one rule finds by itself (the model may find some of these cases too)."""
    return {(label, text[a:b]) for label, a, b in rule(text)}  # type: ignore[operator]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My manager at Corvex wants a weekly status report.", "Corvex"),
        ("I got a rejection letter from Orlovska today and feel awful.", "Orlovska"),
        ("Last spring I was hired by Quillon as a junior tester.", "Quillon"),
        ("She graduated from Brackwell in 2015 and moved into finance.", "Brackwell"),
        ("I'm a cashier at Fennimore and my shifts keep changing.", "Fennimore"),
        ("Our client Zephyrine keeps paying late, draft a reminder.", "Zephyrine"),
        ("I run a small bakery called Sugarloaf and need a logo idea.", "Sugarloaf"),
        (
            "Write to Pinecrest Holdings' HR department about my parental leave.",
            "Pinecrest Holdings",
        ),
    ],
)
def test_an_organisation_after_an_affiliation_cue_is_found(text: str, name: str) -> None:
    assert ("ORGANIZATION", name) in _ruled(ner._en_affiliations, text)
    assert ("ORGANIZATION", name) in _found(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("I have a second interview at Valdora next week, what should I wear?", "Valdora"),
        ("We relocated to Ashbourne for my husband's job.", "Ashbourne"),
    ],
)
def test_a_single_unknown_word_after_a_cue_is_hidden(text: str, name: str) -> None:
    """The model may take such a word for a person; hidden it is, whichever type wins."""
    assert name in _texts(text)
    assert name in {text[a:b] for _, a, b in ner._en_affiliations(text)}


def test_the_rule_reads_the_cue_itself() -> None:
    assert ("ORGANIZATION", "Corvex") in _ruled(ner._en_affiliations, "My manager at Corvex.")
    assert not list(ner._en_affiliations("The manager looked at the report."))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("My daughter attends Oakridge Elementary and loves it.", "Oakridge Elementary"),
        ("We met at Northside Gym two years ago.", "Northside Gym"),
        ("I was treated at Lakeside Medical Center last week.", "Lakeside Medical Center"),
        ("My savings are with Harbourview Credit Union now.", "Harbourview Credit Union"),
    ],
)
def test_an_organisations_kind_names_a_small_business_or_school(text: str, name: str) -> None:
    assert ("ORGANIZATION", name) in _ruled(ner._en_cued, text)
    assert ("ORGANIZATION", name) in _found(text)


def test_a_famous_employer_typed_in_lower_case_is_hidden_when_tied() -> None:
    assert ("ORGANIZATION", "walmart") in _found("my boss at walmart makes me work unpaid overtime")
    assert not _found("is walmart open on sundays")


@pytest.mark.parametrize(
    ("text", "place"),
    [
        ("I was born in Tralee and want a poem about it.", "Tralee"),
        ("Write an essay about growing up in Brooklyn with my grandmother.", "Brooklyn"),
        ("My parents live in Kettering, Ohio and want to visit.", "Kettering"),
    ],
)
def test_a_home_town_is_found_and_a_famous_one_is_not_passed(text: str, place: str) -> None:
    assert ("ADDRESS", place) in _ruled(ner._en_affiliations, text)
    assert ("ADDRESS", place) in _found(text)


def test_a_town_before_its_state_is_a_place() -> None:
    text = "The plant is outside Zanesfield, OH near the river."
    assert "Zanesfield" in {text[a:b] for _, a, b in ner._en_affiliations(text)}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Hi Kat! The notes are in the shared folder.", "Kat"),
        ("Hey Jo,\ncan you cover my shift on Sunday?", "Jo"),
        ("my friend jake keeps borrowing money, how do I say no?", "jake"),
        ("our neighbour priya parks across our driveway", "priya"),
    ],
)
def test_an_addressed_or_related_person_is_found(text: str, name: str) -> None:
    assert ("PERSON", name) in _ruled(ner._en_addressed_people, text)
    assert any(t == "PERSON" and name in v for t, v in _found(text))


@pytest.mark.parametrize(
    "text",
    [
        "Hi all, the meeting moved to 3pm.",
        "Dear Hiring Manager, I am writing to apply for the role.",
        "Hi Team,\nplease review the draft.",
        "my boss said I should ask for a raise",
        "my friend will help me move",
        "I work at home on Fridays.",
        "I graduated from high school in 2010.",
        "Compare Google and Apple as employers.",
        "Which is better for a beginner, Python or JavaScript?",
        "What does the Federal Reserve do?",
        "Jill was born in Dec 1984.",
    ],
)
def test_ordinary_text_keeps_its_words(text: str) -> None:
    found = _texts(text)
    assert not found & {
        "all",
        "Hiring Manager",
        "Team",
        "said",
        "will",
        "home",
        "high",
        "Google",
        "Apple",
        "Python",
        "JavaScript",
        "Federal Reserve",
        "Dec",
    }


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("Name: Priya Raman\nPhone: on request", "PERSON", "Priya Raman"),
        ("Company: Vantora\nRole: analyst", "ORGANIZATION", "Vantora"),
        ("- School: Brookfield (2012-2016)", "ORGANIZATION", "Brookfield"),
        ("Hometown: Kilrush", "ADDRESS", "Kilrush"),
        ("Emergency contact: Dana Ruiz, sister", "PERSON", "Dana Ruiz"),
    ],
)
def test_a_forms_field_names_its_value(text: str, kind: str, value: str) -> None:
    assert (kind, value) in _ruled(ner._en_fields_and_lists, text)
    assert value in _texts(text)


@pytest.mark.parametrize(
    "text",
    [
        "Name: [Your Name]\nLocation: Remote",
        "Name: your full name here",
        "Translate from: English\nto: French",
        "Company: N/A",
    ],
)
def test_a_field_without_a_name_is_left_alone(text: str) -> None:
    assert not list(ner._en_fields_and_lists(text))


def test_a_famous_home_town_in_a_field_is_hidden() -> None:
    assert "Chicago" in _texts("Hometown: Chicago\nHobbies: chess")
    assert "Chicago" not in _texts("Best pizza in Chicago?")


def test_every_item_of_a_list_of_names_is_a_person() -> None:
    text = "Let's invite the marketers: me, Lorraine, TK, Paul, Mark, and Kim."
    found = _ruled(ner._en_fields_and_lists, text)
    assert {("PERSON", n) for n in ("Lorraine", "TK", "Paul", "Mark", "Kim")} <= found
    assert {"TK", "Mark"} <= _texts(text)


@pytest.mark.parametrize(
    "text",
    [
        "Compare Python, Rust, Go and Java for a web backend.",
        "Plan a week in Paris, London, Berlin and Rome.",
        "Rank Apple, Amazon, Chase and Visa by revenue.",
    ],
)
def test_a_list_of_other_things_is_no_list_of_names(text: str) -> None:
    assert not [1 for label, _, _ in ner._en_fields_and_lists(text) if label == "PERSON"]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Please rewrite: Oluwaseun and Chidi will present the results.", "Oluwaseun"),
        ("Tell Deepika the meeting moved to Thursday.", "Deepika"),
        ("Ask Xiaoming whether the draft is ready.", "Xiaoming"),
    ],
)
def test_a_given_name_common_outside_the_us_census_is_a_name(text: str, name: str) -> None:
    assert name in ner._given_names()
    assert ("PERSON", name) in _found(text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("make this sound professional: hey fatima, pls send me the report", "fatima"),
        ("can you send the file today? thx, omar", "omar"),
        ("see you at the game\ncheers\njake", "jake"),
    ],
)
def test_a_lower_case_name_greeted_or_signed_is_a_person(text: str, name: str) -> None:
    assert ("PERSON", name) in _ruled(ner._en_addressed_people, text)
    assert ("PERSON", name) in _found(text)


@pytest.mark.parametrize("text", ["thanks, bye", "hey there, how are you", "cheers, will do"])
def test_a_lower_case_closing_without_a_name_is_left_alone(text: str) -> None:
    assert not list(ner._en_addressed_people(text))


def test_someones_job_and_town_names_the_town() -> None:
    text = "I am Kwame, a teacher in Kumasi. Write a letter to the district director."
    assert ("ADDRESS", "Kumasi") in _ruled(ner._en_affiliations, text)
    assert ("ADDRESS", "Kumasi") in _found(text)
    assert ("ADDRESS", "London") in _found("She was a teacher in London for years.")
    assert not list(ner._en_affiliations("I am a nurse in Pediatrics at a big hospital."))


@pytest.mark.parametrize(
    ("text", "kind", "name"),
    [
        ("My son goes to Westmoor and hates the uniform.", "ORGANIZATION", "Westmoor"),
        ("I was diagnosed at Fairview Memorial last year.", "ORGANIZATION", "Fairview Memorial"),
        ("We live just outside Thornbury, what's a good day trip?", "ADDRESS", "Thornbury"),
        ("In our town of Millbrook the council ignores potholes.", "ADDRESS", "Millbrook"),
        ("My village, Little Hadham, has no bus service.", "ADDRESS", "Little Hadham"),
    ],
)
def test_a_childs_school_a_clinic_and_the_writers_town(text: str, kind: str, name: str) -> None:
    assert (kind, name) in _ruled(ner._en_affiliations, text)
    assert name in _texts(text)


@pytest.mark.parametrize(
    "text",
    [
        "I was treated in hospital for a week.",
        "We live near the sea and love it.",
        "My kids go to school by bus.",
    ],
)
def test_the_same_cues_without_a_name_find_nothing(text: str) -> None:
    assert not list(ner._en_affiliations(text))


def test_people_in_a_pasted_mails_headers_and_signature() -> None:
    text = (
        'From: " Dana Kessler " < dkessler@example.com >\n'
        "X - To: Lohman, TK; Watson, Kimberly\n"
        "Thanks for the update.\n"
        "MK\n"
        "Original Message\n"
        "Support Team <help@vendor.example> wrote back.\n"
        "Our offices are in Houston, TX; Austin, TX.\n"
    )
    found = _ruled(ner._en_mail_people, text)
    assert {("PERSON", "Dana Kessler"), ("PERSON", "Lohman, TK"), ("PERSON", "MK")} <= found
    assert not {v for _, v in found} & {"Support Team", "Houston, TX", "Austin, TX"}
    assert {"Dana Kessler", "MK"} <= _texts(text)


def test_a_display_name_without_a_first_name_or_mid_sentence_is_no_person() -> None:
    text = (
        'From: "Harbour Billing" <billing@example.com>\nWrite to Greta Lind <gl@example.com> today.'
    )
    assert not list(ner._en_mail_people(text))


def test_capitals_alone_on_a_line_before_no_quoted_message_are_no_signature() -> None:
    assert not list(ner._en_mail_people("Status:\nOK\nThe build passed.\nPS\nsee below"))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "rewrite this text to my landlord: the sink is leaking again, can you send someone? - jess",
            "jess",
        ),
        ("Thanks for covering my shift on Tuesday.\n- Marco", "Marco"),
    ],
)
def test_a_first_name_signed_after_a_dash_is_a_person(text: str, name: str) -> None:
    assert ("PERSON", name) in _ruled(ner._en_addressed_people, text)


def test_a_congregation_and_an_apartment_complex_are_organisations() -> None:
    text = "He served at Grace Fellowship for 40 years."
    assert ("ORGANIZATION", "Grace Fellowship") in _ruled(ner._en_affiliations, text)
    text = "Compose a complaint to Riverbend Apartments about the noise."
    assert ("ORGANIZATION", "Riverbend Apartments") in _ruled(ner._en_cued, text)


@pytest.mark.parametrize(
    ("text", "product"),
    [
        ("How does Microsoft Excel calculate a pivot table?", "Microsoft Excel"),
        ("Open Google Docs and share the file with the class.", "Google Docs"),
        ("Help me study for the AWS Solutions Architect exam.", "AWS Solutions Architect"),
    ],
)
def test_a_famous_organisations_product_passes(text: str, product: str) -> None:
    assert not {t for t in _texts(text) if product.split()[0] in t}


def test_a_famous_organisations_division_as_an_employer_is_hidden() -> None:
    assert "Amazon Web Services" in _texts("I work at Amazon Web Services in Seattle.")
    assert "Google Cloud" in _texts("My sister is an engineer at Google Cloud.")


@pytest.mark.parametrize(
    "text",
    [
        "What is the Stanford Prison Experiment?",
        "Explain the Monty Hall Problem to a child.",
        "List five tips for studying for the SAT.",
    ],
)
def test_a_thing_named_after_someone_and_an_exam_are_no_entities(text: str) -> None:
    assert not ner.detect(text)


def test_a_capitalised_word_before_a_verb_is_a_subject_only_when_capitalised() -> None:
    """ "who lives in the Alps" ties no one; "Anna works at Google" ties Anna's employer."""
    text = "a dragon who lives in the Alps"
    assert not ner._tied_to_someone(text, text.index("Alps"), len(text))
    text = "Anna works at Google"
    assert ner._tied_to_someone(text, text.index("Google"), len(text))


def test_a_household_named_by_its_surname_is_a_person() -> None:
    text = "We are the Okonkwo family and we just moved in."
    assert ("PERSON", "Okonkwo") in _ruled(ner._en_fields_and_lists, text)
    assert not ner.detect("Tell me about the Royal family.")


def test_a_first_name_opening_a_bio_sentence_is_a_person() -> None:
    text = "Write a bio: Priyanka grew up in Pune and studied engineering."
    assert ("PERSON", "Priyanka") in _found(text)


@pytest.mark.parametrize(
    ("text", "kind", "name"),
    [
        ("i work at brightwave solutions as an analyst", "ORGANIZATION", "brightwave solutions"),
        ("i was hired by acme ltd. last week", "ORGANIZATION", "acme ltd"),
        ("i live in new york with my boyfriend", "ADDRESS", "new york"),
    ],
)
def test_a_name_typed_in_lower_case_after_a_cue(text: str, kind: str, name: str) -> None:
    assert (kind, name) in _ruled(ner._en_affiliations, text)
    assert (kind, name) in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "I work at the local hospital.",
        "we work for the same company",
        "i grew up in a small town",
        "The final will be televised live in the United States.",
        "The bar is located in Brooklyn, near the bridge.",
    ],
)
def test_lower_case_words_and_places_nobody_lives_in_stay(text: str) -> None:
    """Nothing here is hidden: no name after the cue, or a famous place no one is said to
    live in (which passes as well-known)."""
    assert not ner.detect(text)


@pytest.mark.parametrize(
    ("text", "acronym"),
    [("I was hired by TCS last year.", "TCS"), ("Our client ACME wants a discount.", "ACME")],
)
def test_an_acronym_after_an_affiliation_cue_is_an_organisation(text: str, acronym: str) -> None:
    assert acronym in _texts(text)
    assert not ner.detect("What is the GDP of France and the CPI of Spain?")


def test_cues_that_name_a_person_or_the_press_are_no_affiliation() -> None:
    assert not list(
        ner._en_affiliations("In a 2003 interview with the Associated Press, he said no.")
    )
    assert not list(ner._en_affiliations("Back in 1979 I volunteered for Ronald Reagan."))
    text = "Thanks to the Berkman Centre at Harvard Law School for the help."
    assert "Law" not in _texts(text)


def test_a_lower_case_word_from_a_writer_who_capitalises_is_a_name_only_if_a_first_name() -> None:
    text = "I live on Wickham Road. The council hasn't collected bin for weeks."
    start = text.index("bin")
    assert not ner._en_model_span_ok(text, start, start + 3)
    text = "Ask kevin about the report. He knows."
    start = text.index("kevin")
    assert ner._en_model_span_ok(text, start, start + 5)
    text = "wait simon wears glasses? no way"
    start = text.index("simon")
    assert ner._en_model_span_ok(text, start, start + 5)


def test_an_acronym_a_long_text_repeats_is_a_name_unless_a_term() -> None:
    text = (
        "We migrated the API to REST and the JSON schema changed, so the SQL views moved. " * 6
        + "The contract with KVNR was signed. KVNR wants the report by Friday. "
        + "Send KVNR the invoice and the EXE, the EXE and the EXE again."
    )
    found = _ruled(ner._en_recurring_acronyms, text)
    assert {v for _, v in found} == {"KVNR"}
    assert "KVNR" in _texts(text)
    assert not list(ner._en_recurring_acronyms("KVNR said hi. KVNR left. KVNR is back."))  # short
    shouted = "THIS IS THE WORST SERVICE EVER AND I WANT A REFUND FROM KVNR NOW. " * 12
    assert not list(ner._en_recurring_acronyms(shouted))
