"""A table of car models (prices in three columns, cylinders written as text, an origin written 'USA'/'non-USA') and a
menu of foods: word numbers and the column said after them, bars on the groups' sizes, plurals in -es, a category
column named 'type'. Expected values are computed with pandas."""
from __future__ import annotations

import numpy as np
import pandas as pd

from harness.reading import answered

MODELS = pd.DataFrame({
    "Manufacturer": ["Acura", "Acura", "Audi", "Cadillac", "Chevrolet", "Chevrolet", "Chevrolet", "Chevrolet", "Ford",
                     "Ford", "Ford", "Ford", "Honda", "Lincoln"],
    "Model": ["Integra", "Legend", "90", "DeVille", "Cavalier", "Corsica", "Camaro", "Corvette", "Festiva", "Escort",
              "Tempo", "Crown_Victoria", "Civic", "Town_Car"],
    "Min.Price": [12.9, 29.2, 25.9, 33.0, 8.5, 11.4, 13.4, 34.6, 6.9, 8.4, 10.4, 20.1, 8.4, 34.4],
    "Price": [15.9, 33.9, 29.1, 34.7, 13.4, 11.4, 15.1, 38.0, 7.4, 10.1, 11.3, 20.9, 12.1, 36.1],
    "Max.Price": [18.8, 38.7, 32.3, 36.3, 18.3, 11.4, 16.8, 41.5, 7.9, 11.9, 12.2, 21.7, 15.8, 37.8],
    "Cylinders": ["4", "6", "6", "8", "4", "4", "6", "8", "4", "4", "4", "8", "4", "8"],
    "Horsepower": [140, 200, 172, 200, 110, 110, 160, 300, 63, 127, 96, 190, 102, 210],
    "Passengers": [5, 5, 5, 6, 5, 5, 4, 2, 4, 5, 5, 6, 4, 6],
    "Rear.seat.room": [26.5, 30.0, 31.0, 35.0, 27.5, 28.0, 23.5, np.nan, 26.0, 26.0, 27.0, 33.5, 27.5, 37.0],
    "Origin": ["non-USA", "non-USA", "non-USA", "USA", "USA", "USA", "USA", "USA", "USA", "USA", "USA", "USA", "non-USA",
               "USA"]})
MENU = pd.DataFrame({
    "item": ["Chonga Bagel", "Plain Bagel", "Ham & Swiss Panini", "Turkey & Swiss Sandwich", "Salumi & Cheese",
             "Egg Salad Sandwich", "Greek Yogurt Parfait", "Zesty Chicken Salad", "Bistro Box A", "Bistro Box B",
             "Apple Bran Muffin"],
    "fiber": [3, 2, 0, 2, 0, 1, 0, 6, 8, 7, 5],
    "protein": [12, 11, 25, 34, 28, 16, 12, 22, 15, 20, 6],
    "type": ["bakery", "bakery", "sandwich", "sandwich", "sandwich", "sandwich", "parfait", "salad", "bistro box",
             "bistro box", "bakery"]})


def models(question: str):
    return answered(question, "cars93", {"cars93": MODELS}, meaning=True)


def menu(question: str):
    return answered(question, "starbucks", {"starbucks": MENU}, meaning=True)


def test_a_word_number_before_the_column_it_bars():
    assert models("How many models seat six or more passengers?") == int((MODELS["Passengers"] >= 6).sum())
    assert menu("Which items have 25 g of protein or more?") == sorted(MENU.loc[MENU["protein"] >= 25, "item"])


def test_groups_of_at_least_four_rows_by_a_word_number():
    big = MODELS.groupby("Manufacturer").filter(lambda g: len(g) >= 4)
    assert models("Among manufacturers with at least four models, whose cars have the highest average horsepower?") == \
        big.groupby("Manufacturer")["Horsepower"].mean().idxmax()


def test_a_number_written_as_text_with_its_unit():
    assert models("哪些厂商有 8 缸的车型？") == sorted(MODELS.loc[MODELS["Cylinders"] == "8", "Manufacturer"].unique())


def test_the_price_column_beside_its_min_and_max():
    assert models("价格最低的三款车，价格分别是多少（千美元）？从低到高") == MODELS["Price"].nsmallest(3).tolist()


def test_plurals_in_es_and_a_category_named_type():
    assert menu("What's the median protein content of the sandwiches, in grams?") == \
        MENU.loc[MENU["type"] == "sandwich", "protein"].median()
    assert menu("Which menu category has the highest average fiber?") == MENU.groupby("type")["fiber"].mean().idxmax()


def test_kinds_of_food_at_a_figure_are_rows():
    assert menu("膳食纤维含量为 0 的食品有多少种？") == int((MENU["fiber"] == 0).sum())
