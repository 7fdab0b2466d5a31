"""A day and a daily result in the player's words: dates, places, and the line a player copies
to tell friends how the day's deal went (the daily screen, the table and the results share them)."""

from __future__ import annotations

from datetime import date

from ..daily import MAX_DAYS, DailyRecord, DayResult
from ..i18n import sentences, t
from .registry import score_text

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")
WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def long_date(day: date) -> str:
    """"Thursday 3 December 2026" (in Japanese "2026年12月3日（木）")."""
    return t("{weekday} {day} {month} {year}", weekday=t(WEEKDAYS[day.weekday()]), day=day.day,
             month=t(MONTHS[day.month - 1]), year=day.year)


def short_date(day: date) -> str:
    """"3 December" (in Japanese "12月3日"), for the best day's line."""
    return t("{day} {month}", day=day.day, month=t(MONTHS[day.month - 1]))


def place_text(place: int, players: int) -> str:
    """"1st of 3", "2nd of 3"."""
    if place == 1:
        return t("1st of {players}", players=players)
    if place == 2:
        return t("2nd of {players}", players=players)
    if place == 3:
        return t("3rd of {players}", players=players)
    return t("{place}th of {players}", place=place, players=players)


def result_text(game: str, result: DayResult) -> str:
    """One day's result in a line: "Won · 12 pts", "2nd of 3 · 30 pts", "Not finished"."""
    if not result.finished:
        return t("Not finished")
    parts = [t("Win") if result.won else place_text(result.place, result.players)]
    if result.score is not None:
        parts.append(score_text(game, result.score))
    return " · ".join(parts)


def share_line(game: str, title: str, day: date, result: DayResult) -> str:
    """The line a player sends to friends: "Llama Games daily, 6 December 2026, L.L.A.M.A.:
    46 points, 3rd of 3" (everyone got the same deal that day, so the lines compare)."""
    score = score_text(game, result.score) if result.score is not None else ""
    place = t("won") if result.won else place_text(result.place, result.players)
    told = ", ".join(part for part in (score, place) if part)
    return t("Llama Games daily, {date}, {game}: {result}", date=t("{day} {month} {year}", day=day.day,
             month=t(MONTHS[day.month - 1]), year=day.year), game=t(title), result=told)


def compared_line(record: DailyRecord, game: str, day: date, result: DayResult) -> str:
    """How the day's result stands against the player's own earlier days of this game."""
    earlier = [(when, kept) for when, kept in record.recent(game, MAX_DAYS) if when < day]
    if not earlier:
        return t("Your first daily deal of this game: come back tomorrow to compare.")
    wins = sum(1 for _, kept in earlier if kept.won)
    best = earlier[-1]
    for when, kept in reversed(earlier):  # oldest first: the earliest best day on a tie
        if kept.better_than(best[1]):
            best = (when, kept)
    line = t("Your {count} earlier days: {wins} won, best {best} ({when}).", count=len(earlier), wins=wins,
             best=result_text(game, best[1]), when=short_date(best[0]))
    if all(result.better_than(kept) for _, kept in earlier):
        line = sentences(t("Your best day yet."), line)
    return line
